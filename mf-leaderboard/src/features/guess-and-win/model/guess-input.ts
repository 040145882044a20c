/** More members than this attending one day is not a guess anyone means. */
export const MAX_GUESS = 10_000_000;

export type GuessInput = { guess: number } | { problem: 'empty' | 'invalid' };

/** A typed guess: a whole number of members, with or without Indian or Western grouping. */
export function parseGuess(text: string): GuessInput {
  const digits = text.trim().replace(/[,\s]/g, '');
  if (digits === '') return { problem: 'empty' };
  if (!/^[0-9]+$/.test(digits)) return { problem: 'invalid' };
  const guess = Number(digits);
  return guess > MAX_GUESS ? { problem: 'invalid' } : { guess };
}

/** Guesses are open while the API says so and its closing time has not passed on this device. */
export const isGuessOpen = (day: { open: boolean; closes_at: string }, now: number) =>
  day.open && now < Date.parse(day.closes_at);
