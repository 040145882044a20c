/** The diya's clay shapes: the round village diya, a lotus with petals, a long leaf. */
export const DIYA_SHAPES = ['round', 'lotus', 'leaf'] as const;

export type DiyaShape = (typeof DIYA_SHAPES)[number];

/** Its glazes: the clay's colour and its painted rim. */
export const DIYA_COLOURS = {
  terracotta: { clay: '#b45309', rim: '#fbbf24' },
  gold: { clay: '#ca8a04', rim: '#fef08a' },
  peacock: { clay: '#0f766e', rim: '#5eead4' },
  kumkum: { clay: '#b91c1c', rim: '#fda4af' },
} as const;

export type DiyaColour = keyof typeof DIYA_COLOURS;

export interface DiyaLook {
  shape: DiyaShape;
  colour: DiyaColour;
}

/** The longest wish a card prints: two lines at the poster's heading size. */
export const MAX_WISH_LENGTH = 80;
