import { useAppSelector, type Catalogue } from '@yoga/shared';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { DiwaliTools } from '../../features/diwali/components/diwali-tools';
import { diwaliCatalogue, useDiwaliT } from '../../features/diwali/diwali-catalogue';
import { selectFestival } from '../../features/festival-store/model/festival-slice';
import { resumeStep } from '../../features/garba/model/garba-steps';
import { MAX_GARBA_STEPS } from '@yoga/shared/domain';
import { CampaignToolFrame } from './campaign-tool-frame';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, diwaliCatalogue];

/** `/Diwali/tools`: every Diwali tool, what it makes and whether the member has done it. */
export default function DiwaliToolsPage() {
  const t = useDiwaliT();
  const festival = useAppSelector(selectFestival);
  const garbaStep = resumeStep(festival.festivalProgress, MAX_GARBA_STEPS);
  return (
    <CampaignToolFrame
      route={{ occasion: 'diwali' }}
      title={t('diwali.tools.title')}
      lead={t('diwali.tools.intro')}
      back={{ label: t('diwali.back'), to: () => '/Diwali' }}
    >
      {(campaign) =>
        campaign.phase === 'running' ? (
          <DiwaliTools event={campaign.event} festival={festival} garbaStep={garbaStep} />
        ) : (
          <OffSeason campaign={campaign} />
        )
      }
    </CampaignToolFrame>
  );
}
