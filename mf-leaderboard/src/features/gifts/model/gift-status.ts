import type { GiftStatus } from '@yoga/shared';

/** A gift's way to the member, in order. */
export const GIFT_STEPS: readonly GiftStatus[] = ['earned', 'claimed', 'shipped', 'delivered'];

export type StepState = 'done' | 'current' | 'todo';

/** Where each step stands for a gift in `status`. */
export function giftSteps(status: GiftStatus): { step: GiftStatus; state: StepState }[] {
  const at = GIFT_STEPS.indexOf(status);
  return GIFT_STEPS.map((step, index) => ({
    step,
    state: index < at ? 'done' : index === at ? 'current' : 'todo',
  }));
}

/** What the member can do with a gift: claim it to an address, or change that address until it ships. */
export function giftAction(status: GiftStatus): 'claim' | 'change' | null {
  if (status === 'earned') return 'claim';
  if (status === 'claimed') return 'change';
  return null;
}
