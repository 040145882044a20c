import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { GlobalFonts, createCanvas, loadImage } from '@napi-rs/canvas';

/**
 * Reading a rendered certificate back as its reader would, for the renderers' tests: a PDF through
 * pdfjs (text layer, fonts, page drawn to pixels), images through a QR decoder (both in child
 * processes: see the .mjs files beside this one), and ink compared with text drawn by Skia.
 */

/** RGBA pixels, row by row. */
export interface Raster {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export async function decodePng(png: Buffer): Promise<Raster> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  return { width, height, data };
}

/** A PNG's size from its header (IHDR, the first chunk), without decoding it. */
export function pngHeader(png: Buffer): { signature: boolean; width: number; height: number } {
  const signature = png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const ihdr = png.toString('latin1', 12, 16) === 'IHDR';
  return {
    signature: signature && ihdr,
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
  };
}

export interface PdfTextItem {
  str: string;
  fontName: string;
  /** [size, 0, 0, size, x, baseline] in points, from the bottom left. */
  transform: number[];
  /** The item's advance, and its font size, in points. */
  width: number;
  height: number;
}

export interface PdfPage {
  /** The MediaBox: [0, 0, width, height] in points. */
  view: number[];
  /** The page drawn, in pixels. */
  width: number;
  height: number;
  png: Buffer;
  text: PdfTextItem[];
  /** Each font the text layer uses, as pdfjs loaded it; missingFile: not embedded. */
  fonts: { fontName: string; name: string; missingFile: boolean }[];
  /** What a QR decoder reads on the whole page drawn (when asked for; else null). */
  qr: string | null;
}

const run = promisify(execFile);
const script = (name: string, ...args: string[]) =>
  run(process.execPath, [path.join(__dirname, name), ...args], {
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });

/**
 * The first page of each PDF read by pdfjs, in one child process (pdfjs is ES modules only), and
 * with `qr`, its QR code read from the page drawn.
 */
export async function readPdfs(
  pdfs: Buffer[],
  pixelsPerPoint: number,
  { qr = false }: { qr?: boolean } = {},
): Promise<PdfPage[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'certificate-pdf-'));
  try {
    const files = pdfs.flatMap((pdf, index) => {
      const file = path.join(folder, `${index}.pdf`);
      writeFileSync(file, pdf);
      return [file, path.join(folder, `${index}.png`)];
    });
    const flags = qr ? ['--qr'] : [];
    const { stdout } = await script(
      'rasterise-pdf.mjs',
      ...flags,
      String(pixelsPerPoint),
      ...files,
    );
    const pages = JSON.parse(stdout) as Omit<PdfPage, 'png'>[];
    return pages.map((page, index) => ({
      ...page,
      png: readFileSync(path.join(folder, `${index}.png`)),
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What the QR code in each PNG says (null: none found), read by jsQR in a child process. */
export async function decodeQrCodes(pngs: Buffer[]): Promise<(string | null)[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'certificate-png-'));
  try {
    const files = pngs.map((png, index) => {
      const file = path.join(folder, `${index}.png`);
      writeFileSync(file, png);
      return file;
    });
    const { stdout } = await script('decode-qr.mjs', ...files);
    return JSON.parse(stdout) as (string | null)[];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text layer as a reader's search sees it: the items joined, runs of spaces as one. */
export const pageText = (page: PdfPage) =>
  page.text
    .map((item) => item.str)
    .join(' ')
    .replace(/\s+/g, ' ');

/** The text items whose baselines lie between `top` and `bottom` (points from the page's top). */
export const itemsBetween = (page: PdfPage, top: number, bottom: number) =>
  page.text.filter((item) => {
    const baseline = (page.view[3] ?? 0) - (item.transform[5] ?? 0);
    return baseline > top && baseline < bottom;
  });

/** Each font program embedded in the PDF's bytes: its name (subset tag dropped) and size. */
export function embeddedFonts(pdf: Buffer): { name: string; bytes: number }[] {
  const raw = pdf.toString('latin1');
  const dictionaries = new Map<string, string>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*<<([\s\S]*?)>>\s*(?:stream|endobj)/g)) {
    dictionaries.set(match[1] ?? '', match[2] ?? '');
  }
  const fonts: { name: string; bytes: number }[] = [];
  for (const dictionary of dictionaries.values()) {
    if (!/\/Type\s*\/FontDescriptor/.test(dictionary)) continue;
    const name = /\/FontName\s*\/(?:[A-Z]{6}\+)?(\S+)/.exec(dictionary)?.[1];
    const file = /\/FontFile2\s+(\d+) 0 R/.exec(dictionary)?.[1];
    const stream = file ? dictionaries.get(file) : undefined;
    const bytes = Number(/\/Length\s+(\d+)/.exec(stream ?? '')?.[1] ?? 0);
    if (name) fonts.push({ name, bytes });
  }
  return fonts;
}

// Jest runs tests in a vm context, where each read of a global (Math) in a loop over a million
// pixels is slow: the loops below use these instead.
const { floor, max, min } = Math;

/** A PDF literal string's bytes: its escapes undone (PDF 32000-1, 7.3.4.2). */
function literalBytes(literal: string): Buffer {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const text = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_match, escaped: string) =>
    /^[0-7]/.test(escaped)
      ? String.fromCharCode(Number.parseInt(escaped, 8))
      : (escapes[escaped] ?? (escaped === '\n' ? '' : escaped)),
  );
  return Buffer.from(text, 'latin1');
}

/** A PDF text string: UTF-16BE after a byte-order mark, else PDFDocEncoding (Latin-1 here). */
function textString(bytes: Buffer): string {
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  const swapped = Buffer.from(bytes.subarray(2));
  swapped.swap16();
  return swapped.toString('utf16le');
}

/** Every /ActualText of marked content in the PDF's compressed content streams, in order. */
export function actualTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/<<([^<>]*\/FlateDecode[^<>]*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length\s+(\d+)/.exec(match[1] ?? '')?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, start + length)).toString('latin1');
    } catch {
      continue; // not a content stream (a font program is deflated too, and parses the same)
    }
    const strings = /\/ActualText\s*(?:\(((?:\\[\s\S]|[^\\)])*)\)|<([0-9A-Fa-f\s]*)>)/g;
    for (const found of content.matchAll(strings)) {
      const bytes =
        found[1] !== undefined
          ? literalBytes(found[1])
          : Buffer.from((found[2] ?? '').replace(/\s/g, ''), 'hex');
      texts.push(textString(bytes));
    }
  }
  return texts;
}

/** How much of each pixel is ink, 0 (none) to 1. */
export interface Coverage {
  width: number;
  height: number;
  values: Float32Array;
}

const luminance = (r: number, g: number, b: number) => 0.299 * r + 0.587 * g + 0.114 * b;
const hexLuminance = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return luminance((value >> 16) & 255, (value >> 8) & 255, value & 255);
};

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The ink of `ink` on `paper` (both #rrggbb) inside `box` (pixels, right and bottom excluded). */
export function coverage(raster: Raster, box: Box, paper: string, ink: string): Coverage {
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const light = hexLuminance(paper);
  const dark = hexLuminance(ink);
  const values = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = ((box.top + y) * raster.width + box.left + x) * 4;
      const { data } = raster;
      const level = luminance(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0);
      values[y * width + x] = min(1, max(0, (light - level) / (light - dark)));
    }
  }
  return { width, height, values };
}

/** The smallest box holding every pixel at least half ink; null for a blank area. */
export function inkBox(ink: Coverage): Box | null {
  let box: Box | null = null;
  for (let y = 0; y < ink.height; y++) {
    for (let x = 0; x < ink.width; x++) {
      if ((ink.values[y * ink.width + x] ?? 0) < 0.5) continue;
      box ??= { left: x, top: y, right: x + 1, bottom: y + 1 };
      box.left = min(box.left, x);
      box.right = max(box.right, x + 1);
      box.top = min(box.top, y);
      box.bottom = max(box.bottom, y + 1);
    }
  }
  return box;
}

const registered = new Map<string, string>();
const family = (fontFile: string) => {
  let name = registered.get(fontFile);
  if (!name) {
    name = `Shaping reference ${registered.size}`;
    GlobalFonts.registerFromPath(fontFile, name);
    registered.set(fontFile, name);
  }
  return name;
};

/**
 * `text` drawn by Skia in the font file at `pixels` per em, black on white. Shaped, it goes through
 * HarfBuzz as a browser's text does; unshaped, each code point is drawn by itself after the last,
 * which is what a PDF writer that does not shape would produce (a vowel sign after its consonant,
 * a virama where a conjunct belongs).
 */
export function drawReference(
  text: string,
  fontFile: string,
  pixels: number,
  { shaped }: { shaped: boolean },
): Coverage {
  const measure = createCanvas(1, 1).getContext('2d');
  measure.font = `${pixels}px "${family(fontFile)}"`;
  const pieces = shaped ? [text] : [...text];
  const advances = pieces.map((piece) => measure.measureText(piece).width);
  const pad = Math.ceil(pixels);
  const width = Math.ceil(advances.reduce((sum, advance) => sum + advance, 0)) + 2 * pad;
  const height = 3 * pad;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000000';
  context.font = measure.font;
  context.textBaseline = 'alphabetic';
  let x = pad;
  pieces.forEach((piece, index) => {
    context.fillText(piece, x, 2 * pad);
    x += advances[index] ?? 0;
  });
  const { data } = context.getImageData(0, 0, width, height);
  return coverage(
    { width, height, data },
    { left: 0, top: 0, right: width, bottom: height },
    '#ffffff',
    '#000000',
  );
}

/**
 * How alike two drawings of a line are: the widths and heights of their ink (candidate over
 * reference), and the overlap of their ink on a grid of `cell`-pixel squares, their ink boxes' top
 * left corners laid on each other (and nudged by up to 2 pixels either way, for the best fit: two
 * rasterisers may place the same outline a pixel apart). The overlap is the sum of the smaller ink
 * of each square over the sum of the larger: 1 for the same drawing, near 0 for unrelated ones.
 */
export function compareInk(
  candidate: Coverage,
  reference: Coverage,
  cell: number,
): { width: number; height: number; overlap: number } {
  const a = inkBox(candidate);
  const b = inkBox(reference);
  if (!a || !b) return { width: 0, height: 0, overlap: 0 };
  const size = (box: Box) => ({ width: box.right - box.left, height: box.bottom - box.top });
  const columns = Math.ceil((max(size(a).width, size(b).width) + 4) / cell);
  const rows = Math.ceil((max(size(a).height, size(b).height) + 4) / cell);
  const grid = (ink: Coverage, left: number, top: number) => {
    const cells = new Float64Array(columns * rows);
    for (let y = max(0, top); y < min(ink.height, top + rows * cell); y++) {
      for (let x = max(0, left); x < min(ink.width, left + columns * cell); x++) {
        const at = floor((y - top) / cell) * columns + floor((x - left) / cell);
        cells[at] = (cells[at] ?? 0) + (ink.values[y * ink.width + x] ?? 0);
      }
    }
    return cells;
  };
  const theirs = grid(reference, b.left, b.top);
  let overlap = 0;
  for (let dy = -2; dy <= 2; dy++) {
    for (let dx = -2; dx <= 2; dx++) {
      let smaller = 0;
      let larger = 0;
      grid(candidate, a.left + dx, a.top + dy).forEach((value, index) => {
        smaller += min(value, theirs[index] ?? 0);
        larger += max(value, theirs[index] ?? 0);
      });
      if (larger > 0) overlap = max(overlap, smaller / larger);
    }
  }
  return {
    width: size(a).width / size(b).width,
    height: size(a).height / size(b).height,
    overlap,
  };
}
