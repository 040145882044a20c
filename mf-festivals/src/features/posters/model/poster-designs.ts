import type { PosterTemplate } from '@yoga/shared/domain';

/** The two sizes a poster is made in: a WhatsApp status or story, and a square post. */
export const POSTER_FORMATS = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
} as const;

export type PosterFormat = keyof typeof POSTER_FORMATS;

export type Ornament = 'sun' | 'lotus' | 'diya' | 'modak' | 'marigold';

/** How one template looks: its background, its ink and accent, and the motif at its top. */
export interface PosterDesign {
  /** Top and bottom of the background's gradient. */
  background: readonly [string, string];
  /** The text's colour: dark on light backgrounds, light on dark ones (contrast above 7:1). */
  ink: string;
  /** The frame, the motif and the name's underline. */
  accent: string;
  ornament: Ornament;
}

/** Every template a campaign may list (shared/src/domain/campaign-days.ts), drawn here. */
export const POSTER_DESIGNS: Record<PosterTemplate, PosterDesign> = {
  'sunrise-namaste': {
    background: ['#fff4e0', '#ffd9a8'],
    ink: '#3b1d06',
    accent: '#d9631e',
    ornament: 'sun',
  },
  'lotus-calm': {
    background: ['#f3ecfb', '#dcc8f0'],
    ink: '#2a1740',
    accent: '#b04f8e',
    ornament: 'lotus',
  },
  'diya-glow': {
    background: ['#2b1140', '#12061f'],
    ink: '#fff6e3',
    accent: '#ffb938',
    ornament: 'diya',
  },
  'modak-blessing': {
    background: ['#fff8e8', '#ffe0b3'],
    ink: '#4a1c00',
    accent: '#c2410c',
    ornament: 'modak',
  },
  'marigold-frame': {
    background: ['#fffbea', '#fde68a'],
    ink: '#3f2a00',
    accent: '#ea8a00',
    ornament: 'marigold',
  },
};

/** What a poster is: a festival greeting, the card of a promise the member took, or their diya's. */
export type PosterKind = 'greeting' | 'promise' | 'diya';

/**
 * The poster's fixed words, in both languages at once: the member picks the greeting's language,
 * which need not be the page's, so these cannot come from the page's catalogue.
 */
export const POSTER_WORDS = {
  greeting: {
    en: {
      wishes: 'Warm wishes from',
      invite: 'Join me in the free 14-day yoga challenge',
      scan: 'Scan or open',
    },
    hi: {
      wishes: 'शुभकामनाओं सहित',
      invite: 'मेरे साथ मुफ़्त 14 दिवसीय योग चैलेंज में जुड़िए',
      scan: 'स्कैन करें या खोलें',
    },
  },
  promise: {
    en: {
      wishes: 'My promise, signed',
      invite: 'Take the pledge with me in the free 14-day yoga challenge',
      scan: 'Scan or open',
    },
    hi: {
      wishes: 'मेरा संकल्प, मेरे नाम से',
      invite: 'मुफ़्त 14 दिवसीय योग चैलेंज में मेरे साथ संकल्प लीजिए',
      scan: 'स्कैन करें या खोलें',
    },
  },
  diya: {
    en: {
      wishes: 'With love,',
      invite: 'Join me in the free 14-day yoga challenge',
      scan: 'Scan or open',
    },
    hi: {
      wishes: 'सप्रेम,',
      invite: 'मेरे साथ मुफ़्त 14 दिवसीय योग चैलेंज में जुड़िए',
      scan: 'स्कैन करें या खोलें',
    },
  },
} as const;
