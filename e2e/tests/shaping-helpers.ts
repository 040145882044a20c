import { expect } from '@playwright/test';
import {
  compareInk,
  coverage,
  decodePng,
  drawReference,
  inkBox,
} from '../../api/src/certificates/render/testing/read-render';

/** The font every poster and card is drawn in (mf-festivals/src/features/posters/model/poster-fonts.ts). */
const POSTER_FONT =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

/** Names heavy in conjuncts (क्ष, श्र, प्र, द्व) and vowel signs on both sides of their letters. */
export const DEVANAGARI_NAMES = ['क्षितिज श्रीप्रिया', 'द्वारकाधीश'];

/** Where a drawing's name is: the rows to look in, and the colours of the paper and the name. */
export interface NamePlace {
  rows: [from: number, to: number];
  paper: string;
  accent: string;
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** The rows holding the name: accent-coloured ink inside the frame, within `rows`. */
function nameBand(
  raster: Awaited<ReturnType<typeof decodePng>>,
  { rows: [from, to], accent }: NamePlace,
) {
  const colour = rgb(accent);
  const found: number[] = [];
  for (let y = from; y < to; y++) {
    for (let x = 60; x < raster.width - 60; x++) {
      const at = (y * raster.width + x) * 4;
      const distance = colour.reduce(
        (sum, value, channel) => sum + Math.abs((raster.data[at + channel] ?? 0) - value),
        0,
      );
      if (distance < 40) {
        found.push(y);
        break;
      }
    }
  }
  return { top: Math.min(...found), bottom: Math.max(...found) + 1 };
}

/** Alike enough: the same ink width and height within 3% and 5%, and 85% of the ink in common. */
const alike = (result: { width: number; height: number; overlap: number }) =>
  Math.abs(result.width - 1) <= 0.03 &&
  Math.abs(result.height - 1) <= 0.05 &&
  result.overlap >= 0.85;

/**
 * The name as Chromium drew it, against Skia (HarfBuzz, as browsers and phones shape) in the
 * same font at the same size; two drawings that break conjuncts, letter by letter and
 * letter-spaced, must not pass the same comparison, so a pass means something. The size is the
 * one the layout chose: given, or read from the height of the name's ink.
 */
export async function expectShapedName(png: Buffer, name: string, place: NamePlace, size?: number) {
  const raster = await decodePng(png);
  const ink = coverage(
    raster,
    { left: 60, right: raster.width - 60, ...nameBand(raster, place) },
    place.paper,
    place.accent,
  );
  let pixels = size;
  if (pixels === undefined) {
    const drawn = inkBox(ink);
    const at100 = inkBox(drawReference(name, POSTER_FONT, 100, { shaped: true }));
    expect(drawn && at100, `${name}: no ink found`).toBeTruthy();
    pixels = Math.round((100 * (drawn!.bottom - drawn!.top)) / (at100!.bottom - at100!.top));
  }
  const references = [
    drawReference(name, POSTER_FONT, pixels, { shaped: true }),
    drawReference(name, POSTER_FONT, pixels, { shaped: false }),
    drawReference([...name].join('\u2009'), POSTER_FONT, pixels, { shaped: false }),
  ];
  const [right, letterByLetter, letterSpaced] = references.map((reference) =>
    compareInk(ink, reference, Math.round(pixels / 8)),
  );
  expect(alike(right!), `${name}: ${JSON.stringify(right)}`).toBe(true);
  expect(alike(letterByLetter!), `${name}: ${JSON.stringify(letterByLetter)}`).toBe(false);
  expect(alike(letterSpaced!), `${name}: ${JSON.stringify(letterSpaced)}`).toBe(false);
}
