import { useAppDispatch, type Catalogue } from '@yoga/shared';
import { festivalToolId } from '@yoga/shared/domain';
import { MadeImage } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { diwaliCatalogue, useDiwaliT } from '../../features/diwali/diwali-catalogue';
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import { RangoliStudio } from '../../features/rangoli/components/rangoli-studio';
import { rangoliCatalogue, useRangoliT } from '../../features/rangoli/rangoli-catalogue';
import { CampaignToolFrame } from './campaign-tool-frame';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [campaignsCatalogue, diwaliCatalogue, rangoliCatalogue];

/** `/Diwali/rangoli`: draw a symmetric rangoli and keep it as an image, made on the phone. */
export default function RangoliPage() {
  const t = useRangoliT();
  const diwali = useDiwaliT();
  const dispatch = useAppDispatch();
  const [image, setImage] = useState<Blob | null>(null);
  return (
    <CampaignToolFrame
      route={{ occasion: 'diwali' }}
      title={t('rangoli.title')}
      lead={t('rangoli.intro')}
      back={{ label: diwali('diwali.tools.all'), to: () => '/Diwali/tools' }}
    >
      {(campaign) =>
        campaign.phase === 'running' ? (
          <>
            <RangoliStudio
              onChange={() => setImage(null)}
              onImage={(made) => {
                setImage(made);
                dispatch(toolCompleted(festivalToolId('rangoli', campaign.event)));
              }}
            />
            <div aria-live="polite">
              {image && (
                <MadeImage
                  image={image}
                  fileName={`rangoli-${campaign.event}.png`}
                  alt={t('rangoli.imageAlt')}
                  item="rangoli"
                  shareTitle={t('rangoli.title')}
                  labels={{
                    heading: t('rangoli.ready'),
                    share: t('rangoli.share'),
                    download: t('rangoli.download'),
                    hint: t('rangoli.shareHint'),
                  }}
                />
              )}
            </div>
          </>
        ) : (
          <OffSeason campaign={campaign} />
        )
      }
    </CampaignToolFrame>
  );
}
