import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { CertificateFacts } from '../certificate-record';
import { CERTIFICATE_COLOURS as colour } from './certificate-colours';
import { skiaFont as font } from './certificate-fonts';
import { eachDarkModule, qrMatrix } from './certificate-qr';
import { certificateText } from './certificate-text';
import { balancedLines, unglued } from '@yoga/shared/domain';

/** 4:5 portrait: what WhatsApp status and an Instagram post show without cropping. */
export const SHARE_IMAGE = { width: 1080, height: 1350 } as const;

type Style = { bold?: boolean; colour: string; maxWidth: number };

/** The largest size, in steps of 2 px down to 12, at which `text` fits `maxWidth`. */
function fittedSize(context: SKRSContext2D, text: string, size: number, style: Style): number {
  let fitted = size;
  context.font = font(fitted, style.bold);
  while (fitted > 12 && context.measureText(text).width > style.maxWidth) {
    fitted -= 2;
    context.font = font(fitted, style.bold);
  }
  return fitted;
}

function centred(context: SKRSContext2D, line: string, y: number, size: number, style: Style) {
  const text = unglued(line);
  context.font = font(fittedSize(context, text, size, style), style.bold);
  context.fillStyle = style.colour;
  context.textAlign = 'center';
  context.fillText(text, SHARE_IMAGE.width / 2, y);
}

/** Lines of at most `maxWidth` at `size`, evened out. */
function wrap(context: SKRSContext2D, text: string, size: number, maxWidth: number): string[] {
  context.font = font(size);
  const space = context.measureText(' ').width;
  return balancedLines(
    text,
    { word: (word) => context.measureText(word).width, spaceAfter: () => space },
    maxWidth,
  );
}

const LEADING = 1.5;

/**
 * A name that would have to shrink below 70% of its size on one line is broken into two lines of
 * about equal width at a space, which stay larger; the lines and their size.
 */
function nameLines(context: SKRSContext2D, name: string, size: number, style: Style) {
  const single = fittedSize(context, name, size, style);
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  if (single >= size * 0.7 || spaces.length === 0) return { lines: [name], size: single };
  context.font = font(size, style.bold);
  let best: [string, string] = [name, ''];
  let widest = Infinity;
  for (const at of spaces) {
    const pair: [string, string] = [name.slice(0, at), name.slice(at + 1)];
    const width = Math.max(...pair.map((line) => context.measureText(line).width));
    if (width < widest) [best, widest] = [pair, width];
  }
  const fitted = Math.min(...best.map((line) => fittedSize(context, line, size * 0.8, style)));
  return { lines: best, size: fitted };
}

/** 4:5 portrait layout, in pixels from the top left (text at its baseline). */
export const PNG_LAYOUT = {
  textWidth: SHARE_IMAGE.width - 200,
  name: { baseline: 510, size: 72 },
  statement: { gap: 70, size: 30, sizeHindi: 28 },
  qr: { x: (SHARE_IMAGE.width - 220) / 2, y: 930, side: 220, quietZone: 14 },
} as const;

/** The certificate as a 1080x1350 PNG for WhatsApp and Instagram, with its QR code. */
export async function renderCertificatePng(facts: CertificateFacts): Promise<Buffer> {
  const text = certificateText(facts);
  const canvas = createCanvas(SHARE_IMAGE.width, SHARE_IMAGE.height);
  const context = canvas.getContext('2d');
  const { width, height } = SHARE_IMAGE;
  const layout = PNG_LAYOUT;

  context.fillStyle = colour.paper;
  context.fillRect(0, 0, width, height);
  context.lineWidth = 10;
  context.strokeStyle = colour.brand;
  context.strokeRect(36, 36, width - 72, height - 72);
  context.lineWidth = 2;
  context.strokeStyle = colour.accent;
  context.strokeRect(58, 58, width - 116, height - 116);

  const maxWidth = layout.textWidth;
  centred(context, text.issuer, 170, 30, { bold: true, colour: colour.brand, maxWidth });
  centred(context, text.title, 260, 60, { bold: true, colour: colour.brand, maxWidth });
  centred(context, text.titleHindi, 330, 42, { bold: true, colour: colour.accent, maxWidth });
  centred(context, text.certifies, 420, 28, { colour: colour.muted, maxWidth });

  const nameStyle = { bold: true, colour: colour.ink, maxWidth };
  const name = nameLines(context, text.name, layout.name.size, nameStyle);
  // Two lines start higher and push what follows down by less than a line.
  let y = layout.name.baseline - (name.lines.length - 1) * name.size * 0.45;
  for (const line of name.lines) {
    centred(context, line, y, name.size, nameStyle);
    y += name.size * 1.2;
  }
  const rule = y - name.size * 1.2 + 30;
  context.fillStyle = colour.accent;
  context.fillRect(width / 2 - 260, rule, 520, 2);

  // The statements wrap, and shrink (down to 70%) until they end above the QR code.
  const qr = layout.qr;
  const bottom = qr.y - qr.quietZone - 30;
  const top = rule + layout.statement.gap;
  const arrange = (scale: number) => {
    const size = Math.round(layout.statement.size * scale);
    const sizeHindi = Math.round(layout.statement.sizeHindi * scale);
    const english = wrap(context, text.statement, size, maxWidth);
    const hindi = wrap(context, text.statementHindi, sizeHindi, maxWidth);
    const hindiTop = top + english.length * size * LEADING + 10 * scale;
    const last = hindiTop + (hindi.length - 1) * sizeHindi * LEADING + sizeHindi * 0.4;
    return { size, sizeHindi, english, hindi, hindiTop, last };
  };
  let scale = 1;
  let statement = arrange(scale);
  while (scale > 0.7 && statement.last > bottom) {
    scale -= 0.05;
    statement = arrange(scale);
  }
  const plain = { colour: colour.ink, maxWidth };
  statement.english.forEach((line, index) => {
    centred(context, line, top + index * statement.size * LEADING, statement.size, plain);
  });
  statement.hindi.forEach((line, index) => {
    const baseline = statement.hindiTop + index * statement.sizeHindi * LEADING;
    centred(context, line, baseline, statement.sizeHindi, plain);
  });

  const quiet = qr.quietZone;
  context.fillStyle = '#ffffff';
  context.fillRect(qr.x - quiet, qr.y - quiet, qr.side + 2 * quiet, qr.side + 2 * quiet);
  context.fillStyle = colour.ink;
  // Modules on whole pixels, each edge rounded once, so neighbours meet without a seam.
  eachDarkModule(qrMatrix(text.pageUrl), qr.x, qr.y, qr.side, (x, y, size) => {
    const left = Math.round(x);
    const top = Math.round(y);
    context.fillRect(left, top, Math.round(x + size) - left, Math.round(y + size) - top);
  });
  const muted = { colour: colour.muted, maxWidth };
  centred(context, text.scan, qr.y + qr.side + 50, 24, muted);
  centred(context, `${text.id} · ${text.issued}`, height - 110, 22, muted);

  return canvas.encode('png');
}
