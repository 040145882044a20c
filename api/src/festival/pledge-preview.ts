import { createHash } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { balancedLines } from '@yoga/shared/domain';
import { LRUCache } from 'lru-cache';
import { CERTIFICATE_COLOURS as colour } from '../certificates/render/certificate-colours';
import { skiaFont } from '../certificates/render/certificate-fonts';

/** What WhatsApp, Facebook and LinkedIn show in a link's preview card (1.91:1). */
export const PLEDGE_PREVIEW = { width: 1200, height: 630 } as const;

const font = (size: number) => skiaFont(size, true);

/** What a pledge's preview says: both languages, as a preview is seen before a language is chosen. */
export interface PledgePreviewText {
  name: string;
  pledge: string;
  pledgeHindi: string;
  site: string;
}

const MARGIN = 80;
const TEXT_WIDTH = PLEDGE_PREVIEW.width - 2 * MARGIN;

/** `text` in lines of at most the text width at the largest size (down to `min`) that fits `maxLines`. */
function fitted(context: SKRSContext2D, text: string, size: number, min: number, maxLines: number) {
  for (let current = size; ; current -= 2) {
    context.font = font(current);
    const space = context.measureText(' ').width;
    const lines = balancedLines(
      text,
      { word: (word) => context.measureText(word).width, spaceAfter: () => space },
      TEXT_WIDTH,
    );
    if (lines.length <= maxLines || current - 2 < min) return { size: current, lines };
  }
}

function drawLines(
  context: SKRSContext2D,
  block: { size: number; lines: string[] },
  top: number,
  fill: string,
): number {
  context.font = font(block.size);
  context.fillStyle = fill;
  let y = top;
  for (const line of block.lines) {
    y += block.size;
    context.fillText(line, MARGIN, y);
    y += block.size * 0.35;
  }
  return y;
}

/** What the card says under the name, in both languages. */
const TOOK_THE_PLEDGE = 'took the pledge · संकल्प लिया';

/**
 * The preview card of a pledge: who took it and what they promised, in English and Hindi, the
 * block centred in the card whatever its length.
 */
export function renderPledgePreview(text: PledgePreviewText): Buffer {
  const { width, height } = PLEDGE_PREVIEW;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = colour.paper;
  context.fillRect(0, 0, width, height);
  context.fillStyle = colour.brand;
  context.fillRect(0, 0, 24, height);
  context.textAlign = 'left';
  const blocks = [
    { block: fitted(context, text.site, 30, 22, 1), gap: 0, fill: colour.brand },
    { block: fitted(context, text.name, 64, 36, 2), gap: 18, fill: colour.accent },
    { block: fitted(context, TOOK_THE_PLEDGE, 30, 22, 1), gap: 0, fill: colour.muted },
    { block: fitted(context, text.pledge, 40, 26, 3), gap: 26, fill: colour.ink },
    { block: fitted(context, text.pledgeHindi, 38, 24, 3), gap: 10, fill: colour.ink },
  ];
  const tall = blocks.reduce(
    (sum, { block, gap }) => sum + gap + block.lines.length * block.size * 1.35,
    0,
  );
  let y = Math.max(40, (height - tall) / 2);
  for (const { block, gap, fill } of blocks) y = drawLines(context, block, y + gap, fill);
  return canvas.toBuffer('image/png');
}

/**
 * Each preview drawn once per text: a link shared in a group is fetched by every phone's preview
 * at once. The name and the promise are all it shows, so a new pledge count does not redraw it.
 */
export function createPledgePreviews(max = 500): (text: PledgePreviewText) => {
  png: Buffer;
  etag: string;
} {
  const drawn = new LRUCache<string, { png: Buffer; etag: string }>({ max });
  return (text) => {
    const key = JSON.stringify(text);
    const cached = drawn.get(key);
    if (cached) return cached;
    const png = renderPledgePreview(text);
    const entry = {
      png,
      etag: `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`,
    };
    drawn.set(key, entry);
    return entry;
  };
}
