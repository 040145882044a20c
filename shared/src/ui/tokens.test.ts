import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The first `:root` block's colour tokens, with `var(--x)` references followed. */
function colourTokens(): Map<string, string> {
  const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const raw = new Map(
    [...root.matchAll(/(--color-[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [
      match[1]!,
      match[2]!.trim(),
    ]),
  );
  const resolve = (value: string): string => {
    const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    return reference ? resolve(raw.get(reference) ?? '') : value;
  };
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]));
}

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const tokens = colourTokens();
const colour = (name: string) => {
  const value = tokens.get(`--color-${name}`);
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`--color-${name} is not #rrggbb`);
  return value;
};

// Text and the backgrounds it is set on in the kit (and the shell): 4.5:1.
const TEXT: [string, string][] = [
  ['ink', 'background'],
  ['ink', 'surface'],
  ['ink', 'subtle'],
  ['muted', 'background'],
  ['muted', 'surface'],
  ['muted', 'subtle'],
  ['brand', 'background'],
  ['brand', 'surface'],
  ['brand', 'brand-soft'],
  ['brand-dark', 'brand-soft'],
  ['brand-dark', 'surface'],
  ['on-brand', 'brand'],
  ['on-accent', 'accent'],
  ['on-accent', 'accent-strong'],
  ['accent-ink', 'accent-soft'],
  ['success', 'surface'],
  ['success', 'success-soft'],
  ['error', 'surface'],
  ['error', 'background'],
  ['error', 'error-soft'],
];

// Control boundaries, state marks and the focus ring against what surrounds them: 3:1.
const NON_TEXT: [string, string][] = [
  ['border-strong', 'surface'],
  ['border-strong', 'background'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['accent', 'background'],
  ['brand', 'subtle'],
  ['error', 'surface'],
];

describe('design tokens meet WCAG 2.2 AA', () => {
  it.each(TEXT)('text %s on %s reads at 4.5:1 or more', (text, background) => {
    expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT)('%s against %s reads at 3:1 or more', (mark, background) => {
    expect(contrast(colour(mark), colour(background))).toBeGreaterThanOrEqual(3);
  });

  it('computes contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
