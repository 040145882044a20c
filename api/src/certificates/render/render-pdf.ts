import PDFDocument from 'pdfkit';
import type { CertificateFacts } from '../certificate-record';
import { CERTIFICATE_COLOURS as colour } from './certificate-colours';
import { certificateFonts } from './certificate-fonts';
import { eachDarkModule, qrMatrix } from './certificate-qr';
import { certificateText } from './certificate-text';
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
const PAGE = { width: 841.89, height: 595.28 };
const CENTRE = PAGE.width / 2;

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
 * positioned vowel signs), on one baseline.
 */
function drawRuns(doc: Doc, runs: ScriptRun[], x: number, baseline: number, style: LineStyle) {
  let left = x;
  for (const run of runs) {
    doc.font(fontOf(run, style.bold)).fontSize(style.size).fillColor(style.colour);
    doc.text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
    left += doc.widthOfString(run.text);
  }
}

/** A centred line, made smaller until it fits `maxWidth` (a long name stays on one line). */
function centredLine(doc: Doc, text: string, baseline: number, style: LineStyle, maxWidth: number) {
  const runs = scriptRuns(text);
  let size = style.size;
  while (size > 8 && lineWidth(doc, runs, { ...style, size }) > maxWidth) size -= 1;
  const fitted = { ...style, size };
  drawRuns(doc, runs, CENTRE - lineWidth(doc, runs, fitted) / 2, baseline, fitted);
}

/** Centred lines, broken between words to fit `maxWidth`; returns the baseline after the last. */
function centredParagraph(
  doc: Doc,
  text: string,
  baseline: number,
  style: LineStyle,
  maxWidth: number,
): number {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    const joined = last === undefined ? word : `${last} ${word}`;
    if (last !== undefined && lineWidth(doc, scriptRuns(joined), style) > maxWidth) {
      lines.push(word);
    } else if (last === undefined) lines.push(word);
    else lines[lines.length - 1] = joined;
  }
  let y = baseline;
  for (const line of lines) {
    centredLine(doc, line, y, style, maxWidth);
    y += style.size * 1.45;
  }
  return y;
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
      Subject: text.statement,
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

  doc.rect(0, 0, PAGE.width, PAGE.height).fill(colour.paper);
  doc
    .lineWidth(4)
    .rect(22, 22, PAGE.width - 44, PAGE.height - 44)
    .stroke(colour.brand);
  doc
    .lineWidth(1)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke(colour.accent);

  const width = PAGE.width - 160;
  centredLine(doc, text.issuer, 84, { size: 13, bold: true, colour: colour.brand }, width);
  centredLine(doc, text.title, 132, { size: 34, bold: true, colour: colour.brand }, width);
  centredLine(doc, text.titleHindi, 166, { size: 20, bold: true, colour: colour.accent }, width);
  centredLine(doc, text.certifies, 210, { size: 13, colour: colour.muted }, width);
  centredLine(doc, text.name, 262, { size: 40, bold: true, colour: colour.ink }, width);
  doc
    .lineWidth(0.8)
    .moveTo(CENTRE - 200, 280)
    .lineTo(CENTRE + 200, 280)
    .stroke(colour.accent);
  const after = centredParagraph(doc, text.statement, 314, { size: 14, colour: colour.ink }, 600);
  centredParagraph(doc, text.statementHindi, after + 4, { size: 13, colour: colour.ink }, 600);

  const small = { size: 10, colour: colour.muted };
  drawRuns(doc, scriptRuns(text.issued), 64, 492, small);
  drawRuns(doc, scriptRuns(text.id), 64, 510, { ...small, bold: true, colour: colour.ink });
  drawRuns(doc, scriptRuns(text.pageUrl), 64, 528, small);

  const qrSide = 96;
  const qrX = PAGE.width - 64 - qrSide;
  const qrY = 420;
  doc.rect(qrX - 6, qrY - 6, qrSide + 12, qrSide + 12).fill('#ffffff');
  eachDarkModule(qrMatrix(text.pageUrl), qrX, qrY, qrSide, (x, y, size) => {
    doc.rect(x, y, size + 0.02, size + 0.02);
  });
  doc.fill(colour.ink);
  const scanRuns = scriptRuns(text.scan);
  const scanStyle = { size: 8, colour: colour.muted };
  drawRuns(
    doc,
    scanRuns,
    qrX + qrSide / 2 - lineWidth(doc, scanRuns, scanStyle) / 2,
    qrY + qrSide + 18,
    scanStyle,
  );

  doc.end();
  return done;
}
