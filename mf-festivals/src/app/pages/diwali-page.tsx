import { useAppSelector, useContentText, type Catalogue } from '@yoga/shared';
import { extraCatalogue } from '@yoga/shared/ui-extra';
import { Link } from 'react-router-dom';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { CampaignLoader } from '../../features/campaigns/components/campaign-loader';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { DiwaliCountdown } from '../../features/diwali/components/diwali-countdown';
import { DiwaliLamps } from '../../features/diwali/components/diwali-lamps';
import { DiwaliTools } from '../../features/diwali/components/diwali-tools';
import { diwaliCatalogue, useDiwaliT } from '../../features/diwali/diwali-catalogue';
import { selectFestival } from '../../features/festival-store/model/festival-slice';
import { resumeStep } from '../../features/garba/model/garba-steps';
import { MAX_GARBA_STEPS } from '@yoga/shared/domain';
import './pages.css';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, diwaliCatalogue, extraCatalogue];

/**
 * `/Diwali`: the countdown to this year's Diwali (the Diwali campaign's day, set by ops), a lamp
 * for each day the member practised, the Diwali tools with a tick for each one done, and the way
 * to the campaign.
 */
export default function DiwaliPage() {
  const t = useDiwaliT();
  const content = useContentText();
  const festival = useAppSelector(selectFestival);
  const garbaStep = resumeStep(festival.festivalProgress, MAX_GARBA_STEPS);
  return (
    <CampaignLoader source={{ kind: 'occasion', occasion: 'diwali' }}>
      {(campaign) => (
        <div className="festival-page">
          <header className="festival-page__head">
            <p className="festival-page__eyebrow">{content(campaign.title, campaign.title_hi)}</p>
            <h1>{t('diwali.title')}</h1>
          </header>
          <p className="festival-page__lead">{t('diwali.intro')}</p>
          {campaign.festival_on && <DiwaliCountdown festivalOn={campaign.festival_on} />}
          <DiwaliLamps />
          <section className="festival-page" aria-labelledby="diwali-tools">
            <h2 id="diwali-tools">{t('diwali.tools.title')}</h2>
            {campaign.phase === 'running' ? (
              <DiwaliTools
                event={campaign.event}
                festival={festival}
                garbaStep={garbaStep}
                headingLevel={3}
              />
            ) : (
              <OffSeason campaign={campaign} />
            )}
          </section>
          <Link className="festival-page__back" to="/Diwali/tools">
            {t('diwali.tools.all')}
          </Link>
          <Link className="festival-page__back" to="/Diwali/campaign">
            {t('diwali.campaign')}
          </Link>
        </div>
      )}
    </CampaignLoader>
  );
}
