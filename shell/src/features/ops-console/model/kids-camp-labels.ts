import type { KidsCampInputRow } from '@yoga/shared/schemas';

// Ids spelled out in full, so the catalogue check finds each one used.

/** The fields ops write of a kids camp, by their labels in its form and in its change log. */
export const KIDS_CAMP_FIELD_LABELS = {
  title: 'opsConsole.festivals.title',
  title_hi: 'opsConsole.festivals.titleHi',
  summary: 'opsConsole.festivals.summary',
  summary_hi: 'opsConsole.festivals.summaryHi',
  starts_on: 'opsConsole.kidsCamp.startsOn',
  ends_on: 'opsConsole.kidsCamp.endsOn',
  batches: 'opsConsole.kidsCamp.batches',
  poses: 'opsConsole.kidsCamp.poses',
} as const satisfies Record<Exclude<keyof KidsCampInputRow, 'reason'>, string>;
