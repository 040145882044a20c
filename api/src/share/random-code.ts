import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or retyped. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random code of `length` characters of that alphabet (55 choices each), from a CSPRNG. */
export const randomCode = (length: number): string =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
