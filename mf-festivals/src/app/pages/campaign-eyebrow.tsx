import { useContentText } from '@yoga/shared';
import type { Campaign } from '@yoga/shared/models';

/** The campaign a page belongs to, above its title. */
export function CampaignEyebrow({ campaign }: { campaign: Campaign }) {
  const content = useContentText();
  return <p className="festival-page__eyebrow">{content(campaign.title, campaign.title_hi)}</p>;
}
