import { selectLead, useAppSelector } from '@yoga/shared';
import {
  FALLBACK_COUNTRY,
  useHomeChallenge,
} from '../../features/active-challenge/api/use-home-challenge';
import { LiveSchedule } from '../../features/live-schedule/components/live-schedule';
import { useChallengeT } from '../../locales/challenge-catalogue';

/**
 * `/live`: the live sessions of the member's own challenge, or, for a visitor (or a member not
 * enrolled yet), of the challenge their country joins now.
 */
export default function LivePage() {
  const t = useChallengeT();
  const lead = useAppSelector(selectLead);
  const own = lead?.active_challenge_id ?? undefined;
  const active = useHomeChallenge(lead?.country_code ?? FALLBACK_COUNTRY, {
    skip: own !== undefined,
  });
  const challengeId = own ?? active.data?.id;
  return (
    <div className="live-page">
      <h1>{t('challenge.live.title')}</h1>
      {challengeId !== undefined ? (
        <LiveSchedule challengeId={challengeId} />
      ) : active.isLoading ? (
        <p role="status">{t('challenge.live.loading')}</p>
      ) : (
        <p role="alert">{t('challenge.live.noneOpen')}</p>
      )}
    </div>
  );
}
