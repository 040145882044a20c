import { balancedLines } from '@yoga/shared/domain';
import { POSTER_FORMATS, type PosterFormat } from './poster-designs';

/** How wide `text` is when drawn at `size` px in the poster's font. */
export type MeasureText = (text: string, size: number) => number;

/** What a poster says, already in the greeting's language. */
export interface PosterText {
  heading: string;
  wishes: string;
  name: string;
  invite: string;
  /** The member's short link or the site's address, as printed under the QR code. */
  link: string;
  scan: string;
}

export type TextRole = 'heading' | 'wishes' | 'name' | 'invite' | 'link' | 'scan';

/** One line, drawn with one fill at its baseline, centred on `x`. */
export interface TextLine {
  role: TextRole;
  text: string;
  x: number;
  y: number;
  size: number;
}

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface PosterLayout {
  width: number;
  height: number;
  lines: TextLine[];
  /** The motif's place (or the photo's, when there is one). */
  top: Circle;
  qr: { x: number; y: number; size: number };
}

interface Block {
  role: TextRole;
  maxSize: number;
  minSize: number;
  maxLines: number;
  /** Space after the block, as a share of its size. */
  after: number;
}

/** Each format's proportions; the text blocks between the motif and the QR code. */
const PLANS: Record<
  PosterFormat,
  { margin: number; top: Circle; qrSize: number; footSize: number; blocks: Block[] }
> = {
  story: {
    margin: 90,
    top: { cx: 540, cy: 330, r: 190 },
    qrSize: 260,
    footSize: 40,
    blocks: [
      { role: 'heading', maxSize: 84, minSize: 48, maxLines: 2, after: 0.9 },
      { role: 'wishes', maxSize: 48, minSize: 32, maxLines: 1, after: 0.4 },
      { role: 'name', maxSize: 110, minSize: 52, maxLines: 2, after: 0.9 },
      { role: 'invite', maxSize: 46, minSize: 30, maxLines: 2, after: 0 },
    ],
  },
  square: {
    margin: 70,
    top: { cx: 540, cy: 150, r: 95 },
    qrSize: 150,
    footSize: 26,
    blocks: [
      { role: 'heading', maxSize: 60, minSize: 34, maxLines: 2, after: 0.6 },
      { role: 'wishes', maxSize: 36, minSize: 24, maxLines: 1, after: 0.3 },
      { role: 'name', maxSize: 80, minSize: 40, maxLines: 2, after: 0.6 },
      { role: 'invite', maxSize: 32, minSize: 22, maxLines: 2, after: 0 },
    ],
  },
};

/** Line height as a share of the font size: room for Devanagari's marks above and below. */
export const LINE_HEIGHT = 1.35;

const STEP = 4;

/** Space between the QR code (and its white margin) and the line under it, as a share of that line. */
const FOOT_GAP = 0.7;

/**
 * The largest size, in 4 px steps from `maxSize` down to `minSize`, at which `text` breaks between
 * words (never inside one: a Devanagari conjunct is never split) into at most `maxLines` lines of
 * at most `maxWidth`; at `minSize` it takes the lines it needs.
 */
export function fitLines(
  text: string,
  measure: MeasureText,
  maxWidth: number,
  block: Pick<Block, 'maxSize' | 'minSize' | 'maxLines'>,
): { size: number; lines: string[] } {
  for (let size = block.maxSize; ; size -= STEP) {
    const space = measure(' ', size);
    const lines = balancedLines(
      text,
      { word: (word) => measure(word, size), spaceAfter: () => space },
      maxWidth,
    );
    const fits =
      lines.length <= block.maxLines && lines.every((line) => measure(line, size) <= maxWidth);
    if (fits || size - STEP < block.minSize) return { size, lines };
  }
}

/** The text blocks stacked from `top`, each block's sizes scaled by `scale`; where they end. */
function stack(
  blocks: Block[],
  text: PosterText,
  measure: MeasureText,
  maxWidth: number,
  centre: number,
  top: number,
  scale: number,
): { lines: TextLine[]; bottom: number } {
  const lines: TextLine[] = [];
  let y = top;
  for (const block of blocks) {
    const fitted = fitLines(text[block.role], measure, maxWidth, {
      maxLines: block.maxLines,
      maxSize: Math.round(block.maxSize * scale),
      minSize: Math.round(block.minSize * scale),
    });
    for (const line of fitted.lines) {
      y += fitted.size;
      lines.push({ role: block.role, text: line, x: centre, y, size: fitted.size });
      y += fitted.size * (LINE_HEIGHT - 1);
    }
    y += fitted.size * block.after;
  }
  return { lines, bottom: y };
}

/**
 * Where everything goes on a poster of `format`: the motif (or photo) at the top, the heading,
 * "warm wishes from", the name and the invitation stacked under it, and the QR code with the
 * "scan" line and the link at the bottom. Long texts shrink, all together, until they clear the
 * QR code.
 */
export function layoutPoster(
  format: PosterFormat,
  text: PosterText,
  measure: MeasureText,
): PosterLayout {
  const { width, height } = POSTER_FORMATS[format];
  const plan = PLANS[format];
  const maxWidth = width - 2 * plan.margin;
  const centre = width / 2;
  const foot = plan.footSize;
  const qr = {
    x: centre - plan.qrSize / 2,
    y: height - plan.margin - foot * (FOOT_GAP + 2 * LINE_HEIGHT) - plan.qrSize,
    size: plan.qrSize,
  };
  const top = plan.top.cy + plan.top.r + plan.margin * 0.6;
  const limit = qr.y - foot;
  let scale = 1;
  let body = stack(plan.blocks, text, measure, maxWidth, centre, top, scale);
  while (body.bottom > limit && scale > 0.6) {
    scale -= 0.05;
    body = stack(plan.blocks, text, measure, maxWidth, centre, top, scale);
  }
  const footLine = (role: 'scan' | 'link', index: number) => {
    const fitted = fitLines(text[role], measure, maxWidth, {
      maxSize: foot,
      minSize: 16,
      maxLines: 1,
    });
    return {
      role,
      text: fitted.lines.join(' '),
      x: centre,
      y: qr.y + qr.size + foot * FOOT_GAP + fitted.size + index * foot * LINE_HEIGHT,
      size: fitted.size,
    };
  };
  return {
    width,
    height,
    lines: [...body.lines, footLine('scan', 0), footLine('link', 1)],
    top: plan.top,
    qr,
  };
}
