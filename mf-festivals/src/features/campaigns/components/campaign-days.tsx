import { Badge, useFormat, type BadgeTone } from '@yoga/shared';
import type { Campaign } from '@yoga/shared/models';
import { useCampaignsT } from '../campaigns-catalogue';

const TONES: Record<Campaign['phase'], BadgeTone> = {
  running: 'success',
  upcoming: 'neutral',
  ended: 'neutral',
};

/** "Until 5 Dec", "Starts 20 Dec" or "Ended 1 Nov": the campaign's days as a member reads them. */
export function CampaignDays({ campaign }: { campaign: Campaign }) {
  const t = useCampaignsT();
  const { calendarDate } = useFormat();
  const text =
    campaign.phase === 'running'
      ? t('campaigns.days.running', { date: calendarDate(campaign.ends_on) })
      : campaign.phase === 'upcoming'
        ? t('campaigns.days.upcoming', { date: calendarDate(campaign.starts_on) })
        : t('campaigns.days.ended', { date: calendarDate(campaign.ends_on) });
  return <Badge tone={TONES[campaign.phase]}>{text}</Badge>;
}
