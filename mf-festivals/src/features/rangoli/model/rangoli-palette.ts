/**
 * The powders: the colours rangoli is made with (kumkum red, turmeric, leaf green, indigo,
 * marigold, rose, rice-flour white), each bright on the maroon floor.
 */
export const RANGOLI_COLOURS = {
  kumkum: '#ef4444',
  turmeric: '#facc15',
  leaf: '#22c55e',
  indigo: '#60a5fa',
  marigold: '#fb923c',
  rose: '#f472b6',
  rice: '#ffffff',
} as const;

export type RangoliColour = keyof typeof RANGOLI_COLOURS;

/** Brush widths, in units of the canvas's side: a line, a stroke, a band. */
export const RANGOLI_BRUSHES = { fine: 0.008, medium: 0.016, broad: 0.032 } as const;

export type RangoliBrush = keyof typeof RANGOLI_BRUSHES;
