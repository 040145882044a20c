import type { Static } from 'typebox';
import type { SeasonBody } from '../schemas/remote-manifest-schemas';
import { INDIA_TIME_ZONE } from '../domain/campaign-days';
import { calendarDateIn } from '../domain/challenge-progress';

/**
 * A yearly season of a route, as calendar days (`MM-DD`, both included) in the challenge's zone:
 * the festival tools open on the same days every year unless ops set exact dates. A season may
 * run over the new year (`12-20` to `01-10`).
 */
export type SeasonWindow = Static<typeof SeasonBody>;

/** A season's days are India's days, as a campaign's are. */
export const SEASON_TIME_ZONE = INDIA_TIME_ZONE;

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

export const isMonthDay = (value: string): boolean => MONTH_DAY.test(value);

/** Whether `now` falls on a day of the season, in the challenge's zone. */
export function isInSeason(season: SeasonWindow, now: Date): boolean {
  const today = calendarDateIn(SEASON_TIME_ZONE, now).slice(5);
  return season.from <= season.until
    ? season.from <= today && today <= season.until
    : today >= season.from || today <= season.until;
}
