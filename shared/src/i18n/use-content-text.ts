import { contentText } from '../domain/content-text';
import { useLanguage } from './use-translation';

/** A content pair from the API (`title`, `title_hi`) in the page's language, as `contentText` picks it. */
export type ContentText = (english: string, hindi: string | null | undefined) => string;

/** Follows the language switch: every component showing content re-renders in the new language. */
export function useContentText(): ContentText {
  const { language } = useLanguage();
  return (english, hindi) => contentText(language, english, hindi);
}
