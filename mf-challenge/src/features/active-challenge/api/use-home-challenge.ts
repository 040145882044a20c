import { useChallengeActiveQuery } from './active-challenge-api';

/** Where members of a country without its own challenge are enrolled (the API does the same). */
export const FALLBACK_COUNTRY = 'IN';

const notFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * The challenge the home card shows: the one open for the member's country, or India's where
 * that country has none. It is fetched again each time the card mounts, so a member coming back
 * from joining sees the count that includes them. `skip` when the caller already knows the
 * challenge (a member's own), so a page opened by thousands at once asks nothing it need not.
 */
export function useHomeChallenge(countrycode: string, { skip = false } = {}) {
  const own = useChallengeActiveQuery(countrycode, { refetchOnMountOrArgChange: true, skip });
  const noneAtHome = countrycode !== FALLBACK_COUNTRY && notFound(own.error);
  const fallback = useChallengeActiveQuery(FALLBACK_COUNTRY, {
    skip: skip || !noneAtHome,
    refetchOnMountOrArgChange: true,
  });
  return noneAtHome ? fallback : own;
}
