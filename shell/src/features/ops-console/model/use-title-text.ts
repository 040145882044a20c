import { useLanguage } from '@yoga/shared';

/** A festival item's title in the page's language: ops write every one in both. */
export function useTitleText() {
  const { language } = useLanguage();
  return (item: { title: string; title_hi: string }) =>
    language === 'hi' ? item.title_hi : item.title;
}
