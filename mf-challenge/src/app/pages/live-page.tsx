import { selectLead, useAppSelector } from '@yoga/shared';
import {
  FALLBACK_COUNTRY,
  useHomeChallenge,
} from '../../features/active-challenge/api/use-home-challenge';
import { LiveSchedule } from '../../features/live-schedule/components/live-schedule';
import { useLiveT } from '../../features/live-schedule/live-catalogue';

/**
 * `/live`: the live sessions of the member's own challenge, or, for a visitor (or a member not
 * enrolled yet), of the challenge their country joins now.
 */
export default function LivePage() {
  const t = useLiveT();
  const lead = useAppSelector(selectLead);
  const own = lead?.active_challenge_id ?? undefined;
  const active = useHomeChallenge(lead?.country_code ?? FALLBACK_COUNTRY, {
    skip: own !== undefined,
  });
  const challengeId = own ?? active.data?.id;
  return (
    <div className="live-page">
      <h1>{t('live.title')}</h1>
      {challengeId !== undefined ? (
        <LiveSchedule challengeId={challengeId} />
      ) : active.isLoading ? (
        <p role="status">{t('live.loading')}</p>
      ) : (
        <p role="alert">{t('live.noneOpen')}</p>
      )}
    </div>
  );
}
