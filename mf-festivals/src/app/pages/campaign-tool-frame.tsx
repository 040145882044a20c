import { useContentText } from '@yoga/shared';
import type { Campaign } from '@yoga/shared/models';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CampaignLoader } from '../../features/campaigns/components/campaign-loader';
import { campaignSource, type CampaignRouteProps } from './campaign-source';
import './pages.css';

/**
 * A campaign's tool page (its poster maker, its pledge, its promise card): the campaign it
 * belongs to above the page's title and lead, the tool, and the way back. The campaign is the
 * route's (its occasion's or the featured one) or the one `?event=` names.
 */
export function CampaignToolFrame({
  route = {},
  title,
  lead,
  back,
  children,
}: {
  route?: CampaignRouteProps;
  title: string;
  lead: string;
  /** The way back: its words, and where to for this campaign. */
  back: { label: string; to: (campaign: Campaign) => string };
  children: (campaign: Campaign) => ReactNode;
}) {
  const content = useContentText();
  const [search] = useSearchParams();
  return (
    <CampaignLoader source={campaignSource(route, search.get('event'))}>
      {(campaign) => (
        <div className="festival-page">
          <header className="festival-page__head">
            <p className="festival-page__eyebrow">{content(campaign.title, campaign.title_hi)}</p>
            <h1>{title}</h1>
          </header>
          <p className="festival-page__lead">{lead}</p>
          {children(campaign)}
          <Link className="festival-page__back" to={back.to(campaign)}>
            {back.label}
          </Link>
        </div>
      )}
    </CampaignLoader>
  );
}
