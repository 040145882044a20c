import PDFDocument from 'pdfkit';
import { balancedLines, unglued } from '@yoga/shared/domain';
import { certificateFonts } from './certificate-fonts';
import { scriptRuns, type ScriptRun } from './script-runs';

/*
 * Drawing text into a PDF in English and Hindi: each script in its own embedded Noto font, lines
 * fitted and wrapped by measure (decision 0017). The certificate and the kids camp's papers draw
 * with these.
 */

export type Doc = PDFKit.PDFDocument;

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

export interface LineStyle {
  size: number;
  bold?: boolean;
  colour: string;
}

const fontOf = (run: ScriptRun, bold: boolean | undefined) => `${run.script}${bold ? 'Bold' : ''}`;

export function lineWidth(doc: Doc, runs: ScriptRun[], style: LineStyle): number {
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
export function drawRuns(
  doc: Doc,
  runs: ScriptRun[],
  x: number,
  baseline: number,
  style: LineStyle,
) {
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
export function fitted(doc: Doc, runs: ScriptRun[], style: LineStyle, maxWidth: number): LineStyle {
  const width = lineWidth(doc, runs, style);
  if (width <= maxWidth) return style;
  // Width grows with the size, so one step lands close; the loop only trims rounding.
  let size = Math.floor(((style.size * maxWidth) / width) * 2) / 2;
  while (size > 6 && lineWidth(doc, runs, { ...style, size }) > maxWidth) size -= 0.5;
  return { ...style, size };
}

/** A line centred on `centre`, made smaller until it fits `maxWidth` (a long name stays on one line). */
export function centredLineAt(
  doc: Doc,
  centre: number,
  text: string,
  baseline: number,
  style: LineStyle,
  maxWidth: number,
): LineStyle {
  const runs = scriptRuns(unglued(text));
  const fit = fitted(doc, runs, style, maxWidth);
  drawRuns(doc, runs, centre - lineWidth(doc, runs, fit) / 2, baseline, fit);
  return fit;
}

/** A line from `left`, made smaller until it fits `maxWidth`. */
export function leftLineAt(
  doc: Doc,
  left: number,
  text: string,
  baseline: number,
  style: LineStyle,
  maxWidth: number,
): void {
  const runs = scriptRuns(unglued(text));
  drawRuns(doc, runs, left, baseline, fitted(doc, runs, style, maxWidth));
}

/** Lines of at most `maxWidth`, evened out; each script's words measured in its own font. */
export function wrap(doc: Doc, text: string, style: LineStyle, maxWidth: number): string[] {
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

export const LEADING = 1.45;

/**
 * A PDF with the fonts loaded and no margins, and its bytes once `doc.end()` is called. No
 * Helvetica: PDFKit would read its metrics for every document, and it is never drawn.
 */
export function openPdf(options: PDFKit.PDFDocumentOptions): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ margin: 0, font: '', ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  loadFonts(doc);
  return { doc, done };
}
