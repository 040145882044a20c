import type { CertificateFacts } from '../certificate-record';
import { CERTIFICATE_COLOURS as colour } from './certificate-colours';
import { eachDarkModule, qrMatrix } from './certificate-qr';
import { certificateText } from './certificate-text';
import { unglued } from '@yoga/shared/domain';
import {
  LEADING,
  centredLineAt,
  drawRuns,
  fitted,
  leftLineAt,
  lineWidth,
  openPdf,
  wrap,
  type Doc,
  type LineStyle,
} from './pdf-lines';
import { scriptRuns } from './script-runs';

/** A4 landscape, in points. */
export const PDF_PAGE = { width: 841.89, height: 595.28 } as const;
const CENTRE = PDF_PAGE.width / 2;

/** Where things sit, in points from the top left (text at its baseline); tests read the name here. */
export const PDF_LAYOUT = {
  margin: 64,
  textWidth: PDF_PAGE.width - 160,
  issuer: 84,
  title: 132,
  titleHindi: 166,
  certifies: 210,
  name: { baseline: 262, size: 40 },
  nameRule: 280,
  statement: { baseline: 314, size: 14, sizeHindi: 13, width: 600 },
  footer: { issued: 492, id: 510, pageUrl: 528 },
  qr: { x: PDF_PAGE.width - 64 - 96, y: 420, side: 96, quietZone: 6 },
} as const;

const centredLine = (doc: Doc, text: string, baseline: number, style: LineStyle, width: number) =>
  centredLineAt(doc, CENTRE, text, baseline, style, width);

const leftLine = (doc: Doc, text: string, baseline: number, style: LineStyle, width: number) =>
  leftLineAt(doc, PDF_LAYOUT.margin, text, baseline, style, width);

/**
 * The English statement and the Hindi one below it, centred, at the largest sizes (down to 70%)
 * at which their last line still ends above `bottom`: a long challenge title wraps and shrinks
 * rather than running into the QR code.
 */
function statements(doc: Doc, english: string, hindi: string, bottom: number) {
  const { baseline, size, sizeHindi, width } = PDF_LAYOUT.statement;
  const style = (points: number): LineStyle => ({ size: points, colour: colour.ink });
  const layout = (scale: number) => {
    const englishStyle = style(size * scale);
    const hindiStyle = style(sizeHindi * scale);
    const englishLines = wrap(doc, english, englishStyle, width);
    const hindiLines = wrap(doc, hindi, hindiStyle, width);
    const hindiBaseline = baseline + englishLines.length * englishStyle.size * LEADING + 4 * scale;
    const lastBaseline = hindiBaseline + (hindiLines.length - 1) * hindiStyle.size * LEADING;
    // Devanagari's vowel signs below the line reach about 0.4 em down.
    return { englishStyle, hindiStyle, englishLines, hindiLines, hindiBaseline, lastBaseline };
  };
  let scale = 1;
  let lines = layout(scale);
  while (scale > 0.7 && lines.lastBaseline + lines.hindiStyle.size * 0.4 > bottom) {
    scale -= 0.05;
    lines = layout(scale);
  }
  let y: number = baseline;
  for (const line of lines.englishLines) {
    centredLine(doc, line, y, lines.englishStyle, width);
    y += lines.englishStyle.size * LEADING;
  }
  y = lines.hindiBaseline;
  for (const line of lines.hindiLines) {
    centredLine(doc, line, y, lines.hindiStyle, width);
    y += lines.hindiStyle.size * LEADING;
  }
}

/**
 * The certificate as an A4 landscape PDF: fonts embedded (subsets of Noto Sans and Noto Sans
 * Devanagari), the QR code of the verify page drawn as vectors, the text selectable.
 */
export function renderCertificatePdf(facts: CertificateFacts): Promise<Buffer> {
  const text = certificateText(facts);
  const { doc, done } = openPdf({
    size: 'A4',
    layout: 'landscape',
    info: {
      Title: `${text.title}: ${facts.holder_name}`,
      Author: text.issuer,
      Subject: unglued(text.statement),
      CreationDate: new Date(facts.issued_at),
    },
  });

  const { width, height } = PDF_PAGE;
  const layout = PDF_LAYOUT;
  doc.rect(0, 0, width, height).fill(colour.paper);
  doc
    .lineWidth(4)
    .rect(22, 22, width - 44, height - 44)
    .stroke(colour.brand);
  doc
    .lineWidth(1)
    .rect(32, 32, width - 64, height - 64)
    .stroke(colour.accent);

  const textWidth = layout.textWidth;
  const heading = { bold: true, colour: colour.brand };
  centredLine(doc, text.issuer, layout.issuer, { ...heading, size: 13 }, textWidth);
  centredLine(doc, text.title, layout.title, { ...heading, size: 34 }, textWidth);
  centredLine(
    doc,
    text.titleHindi,
    layout.titleHindi,
    { size: 20, bold: true, colour: colour.accent },
    textWidth,
  );
  centredLine(doc, text.certifies, layout.certifies, { size: 13, colour: colour.muted }, textWidth);
  // A long name is drawn smaller, and raised so that it stays midway between its neighbours.
  const nameRuns = scriptRuns(unglued(text.name));
  const nameStyle = { size: layout.name.size, bold: true, colour: colour.ink };
  const name = fitted(doc, nameRuns, nameStyle, textWidth);
  const nameBaseline = layout.name.baseline - (layout.name.size - name.size) * 0.3;
  drawRuns(doc, nameRuns, CENTRE - lineWidth(doc, nameRuns, name) / 2, nameBaseline, name);
  doc
    .lineWidth(0.8)
    .moveTo(CENTRE - 200, layout.nameRule)
    .lineTo(CENTRE + 200, layout.nameRule)
    .stroke(colour.accent);

  const qr = layout.qr;
  statements(doc, text.statement, text.statementHindi, qr.y - qr.quietZone - 12);

  const small = { size: 10, colour: colour.muted };
  const footerWidth = qr.x - qr.quietZone - 16 - layout.margin;
  leftLine(doc, text.issued, layout.footer.issued, small, footerWidth);
  leftLine(
    doc,
    text.id,
    layout.footer.id,
    { ...small, bold: true, colour: colour.ink },
    footerWidth,
  );
  leftLine(doc, text.pageUrl, layout.footer.pageUrl, small, footerWidth);

  doc
    .rect(
      qr.x - qr.quietZone,
      qr.y - qr.quietZone,
      qr.side + 2 * qr.quietZone,
      qr.side + 2 * qr.quietZone,
    )
    .fill('#ffffff');
  eachDarkModule(qrMatrix(text.pageUrl), qr.x, qr.y, qr.side, (x, y, size) => {
    doc.rect(x, y, size + 0.02, size + 0.02);
  });
  doc.fill(colour.ink);
  const scanRuns = scriptRuns(unglued(text.scan));
  const scan = fitted(doc, scanRuns, { size: 8, colour: colour.muted }, qr.side + 60);
  drawRuns(
    doc,
    scanRuns,
    qr.x + qr.side / 2 - lineWidth(doc, scanRuns, scan) / 2,
    qr.y + qr.side + 18,
    scan,
  );

  doc.end();
  return done;
}
