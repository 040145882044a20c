import PDFDocument from 'pdfkit';
import type { CertificateFacts } from '../certificate-record';
import { CERTIFICATE_COLOURS as colour } from './certificate-colours';
import { certificateFonts } from './certificate-fonts';
import { eachDarkModule, qrMatrix } from './certificate-qr';
import { certificateText } from './certificate-text';
import { balancedLines, unglued } from '@yoga/shared/domain';
import { scriptRuns, type ScriptRun } from './script-runs';

type Doc = PDFKit.PDFDocument;

/** The parts of PDFKit's font cache this module reaches into (pdfkit 0.17; a test renders). */
interface PdfKitFonts {
  _font: { font: object; constructor: new (doc: Doc, font: object, id: string) => object };
  _fontFamilies: Record<string, object>;
  _fontCount: number;
}

let parsedFonts: {
  EmbeddedFont: PdfKitFonts['_font']['constructor'];
  fonts: [string, object][];
} | null = null;

/**
 * PDFKit parses each font file anew for every document, which is most of a render's time (about
 * 200 ms of 250 ms, measured). The first document lets PDFKit parse them; later ones reuse the
 * parsed fonts, each still embedding its own subset.
 */
function loadFonts(doc: Doc): void {
  const internals = doc as unknown as PdfKitFonts;
  if (parsedFonts) {
    for (const [name, font] of parsedFonts.fonts) {
      internals._fontFamilies[name] = new parsedFonts.EmbeddedFont(
        doc,
        font,
        `F${++internals._fontCount}`,
      );
    }
    return;
  }
  const fonts: [string, object][] = [];
  for (const [name, bytes] of Object.entries(certificateFonts())) {
    doc.registerFont(name, bytes);
    doc.font(name);
    fonts.push([name, internals._font.font]);
  }
  parsedFonts = { EmbeddedFont: internals._font.constructor, fonts };
}

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

interface LineStyle {
  size: number;
  bold?: boolean;
  colour: string;
}

const fontOf = (run: ScriptRun, bold: boolean | undefined) => `${run.script}${bold ? 'Bold' : ''}`;

function lineWidth(doc: Doc, runs: ScriptRun[], style: LineStyle): number {
  return runs.reduce(
    (width, run) =>
      width + doc.font(fontOf(run, style.bold)).fontSize(style.size).widthOfString(run.text),
    0,
  );
}

/**
 * One line, each script with its own font (fontkit shapes Devanagari: conjuncts, reordered and
 * positioned vowel signs), on one baseline. Shaped Devanagari's glyphs are in visual order and
 * map back to its letters only roughly, so each Devanagari run also carries its text as
 * ActualText: readers that honour it (Acrobat, Chrome's viewer) copy and search the real words.
 */
function drawRuns(doc: Doc, runs: ScriptRun[], x: number, baseline: number, style: LineStyle) {
  let left = x;
  for (const run of runs) {
    doc.font(fontOf(run, style.bold)).fontSize(style.size).fillColor(style.colour);
    const marked = run.script === 'devanagari';
    if (marked) doc.markContent('Span', { actual: run.text });
    doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
    if (marked) doc.endMarkedContent();
    left += doc.widthOfString(run.text);
  }
}

/** The style at the largest size, in half points, at which the line fits `maxWidth`. */
function fitted(doc: Doc, runs: ScriptRun[], style: LineStyle, maxWidth: number): LineStyle {
  const width = lineWidth(doc, runs, style);
  if (width <= maxWidth) return style;
  // Width grows with the size, so one step lands close; the loop only trims rounding.
  let size = Math.floor(((style.size * maxWidth) / width) * 2) / 2;
  while (size > 6 && lineWidth(doc, runs, { ...style, size }) > maxWidth) size -= 0.5;
  return { ...style, size };
}

/** A centred line, made smaller until it fits `maxWidth` (a long name stays on one line). */
function centredLine(
  doc: Doc,
  text: string,
  baseline: number,
  style: LineStyle,
  maxWidth: number,
): LineStyle {
  const runs = scriptRuns(unglued(text));
  const fit = fitted(doc, runs, style, maxWidth);
  drawRuns(doc, runs, CENTRE - lineWidth(doc, runs, fit) / 2, baseline, fit);
  return fit;
}

/** A line from the left margin, made smaller until it fits `maxWidth`. */
function leftLine(doc: Doc, text: string, baseline: number, style: LineStyle, maxWidth: number) {
  const runs = scriptRuns(unglued(text));
  drawRuns(doc, runs, PDF_LAYOUT.margin, baseline, fitted(doc, runs, style, maxWidth));
}

/** Lines of at most `maxWidth`, evened out; each script's words measured in its own font. */
function wrap(doc: Doc, text: string, style: LineStyle, maxWidth: number): string[] {
  const space = (script: ScriptRun['script']) =>
    doc
      .font(fontOf({ script, text: ' ' }, style.bold))
      .fontSize(style.size)
      .widthOfString(' ');
  const spaces = { latin: space('latin'), devanagari: space('devanagari') };
  return balancedLines(
    text,
    {
      word: (word) => lineWidth(doc, scriptRuns(word), style),
      spaceAfter: (word) => spaces[scriptRuns(word.slice(-1))[0]?.script ?? 'latin'],
    },
    maxWidth,
  );
}

const LEADING = 1.45;

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
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    // No Helvetica: PDFKit would read its metrics for every document, and it is never drawn.
    font: '',
    info: {
      Title: `${text.title}: ${facts.holder_name}`,
      Author: text.issuer,
      Subject: unglued(text.statement),
      CreationDate: new Date(facts.issued_at),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  loadFonts(doc);

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
