import type { Language } from './languages';

/**
 * A content text (a challenge's name, a session's title, a gift) in the member's language: its
 * Hindi when the page is in Hindi and ops wrote one, else its English. The API sends the pair as
 * `title` and `title_hi` (null until written); docs/decisions/0025.
 */
export function contentText(
  language: Language,
  english: string,
  hindi: string | null | undefined,
): string {
  return language === 'hi' && hindi && hindi.trim() !== '' ? hindi : english;
}
