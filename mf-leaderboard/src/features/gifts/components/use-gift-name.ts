import { useContentText } from '@yoga/shared';

/** A gift's name in the page's language (the Hindi name where the challenge gives one). */
export function useGiftName(): (gift: { gift_name: string; gift_name_hi: string }) => string {
  const content = useContentText();
  return (gift) => content(gift.gift_name, gift.gift_name_hi);
}
