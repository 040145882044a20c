import {
  ErrorState,
  selectLead,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  type Catalogue,
} from '@yoga/shared';
import { festivalToolId } from '@yoga/shared/domain';
import { MadeImage, extraCatalogue } from '@yoga/shared/ui-extra';
import { useEffect, useState } from 'react';
import { campaignsCatalogue } from '../../features/campaigns/campaigns-catalogue';
import { OffSeason } from '../../features/campaigns/components/campaign-view';
import { DiwaliLamps } from '../../features/diwali/components/diwali-lamps';
import { diwaliCatalogue } from '../../features/diwali/diwali-catalogue';
import { DiyaMaker, type LitDiya } from '../../features/diya/components/diya-maker';
import { diyaCatalogue, useDiyaT } from '../../features/diya/diya-catalogue';
import { diyaPicture } from '../../features/diya/model/draw-diya';
import { toolCompleted } from '../../features/festival-store/model/festival-slice';
import { usePosterLink } from '../../features/posters/api/use-poster-link';
import { loadPosterFont } from '../../features/posters/model/poster-fonts';
import { renderPoster } from '../../features/posters/model/render-poster';
import { CampaignToolFrame } from './campaign-tool-frame';

/** Every catalogue the page shows at once, loaded before it renders. */
export const PAGE_CATALOGUES: Catalogue[] = [
  campaignsCatalogue,
  diwaliCatalogue,
  diyaCatalogue,
  extraCatalogue,
];

type Card =
  { status: 'idle' | 'making' | 'failed' } | { status: 'ready'; image: Blob; alt: string };

/**
 * The diya tool: light a diya of your own, with a wish and your name, and send it as a card
 * (drawn by the poster maker's engine, with your invitation link and QR code). Your lamps of
 * practice, one for each day attended, stand beside it.
 */
export default function DiyaPage() {
  const t = useDiyaT();
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  const lead = useAppSelector(selectLead);
  const { qrSvg, link, waiting, failed, retry } = usePosterLink();
  const [card, setCard] = useState<Card>({ status: 'idle' });
  // The card's font is fetched as the page opens: lighting the diya then needs no network.
  useEffect(() => {
    loadPosterFont().catch(() => undefined);
  }, []);

  const light = async ({ look, wish, name }: LitDiya, event: string) => {
    if (!qrSvg) return;
    setCard({ status: 'making' });
    try {
      const image = await renderPoster({
        kind: 'diya',
        template: 'diya-glow',
        format: 'square',
        greeting: language,
        heading: wish,
        name,
        link,
        qrSvg,
        photo: diyaPicture(look),
      });
      setCard({ status: 'ready', image, alt: t('diya.cardAlt', { wish, name }) });
      dispatch(toolCompleted(festivalToolId('diya', event)));
    } catch {
      setCard({ status: 'failed' });
    }
  };

  return (
    <CampaignToolFrame
      route={{ occasion: 'diwali' }}
      title={t('diya.title')}
      lead={t('diya.intro')}
      back={{ label: t('diya.back'), to: () => '/Diwali/tools' }}
    >
      {(campaign) =>
        campaign.phase === 'running' ? (
          <>
            <DiyaMaker
              initialName={lead?.name ?? ''}
              waiting={waiting}
              making={card.status === 'making'}
              onLight={(diya) => void light(diya, campaign.event)}
            />
            {failed && <ErrorState message={t('diya.linkFailed')} onRetry={retry} />}
            <div aria-live="polite">
              {card.status === 'failed' && <ErrorState message={t('diya.failed')} />}
              {card.status === 'ready' && (
                <MadeImage
                  image={card.image}
                  fileName={`diya-${campaign.event}.png`}
                  alt={card.alt}
                  item="diya_card"
                  shareTitle={t('diya.title')}
                  labels={{
                    heading: t('diya.ready'),
                    share: t('diya.share'),
                    download: t('diya.download'),
                    hint: t('diya.shareHint'),
                  }}
                />
              )}
            </div>
            <DiwaliLamps />
          </>
        ) : (
          <OffSeason campaign={campaign} />
        )
      }
    </CampaignToolFrame>
  );
}
