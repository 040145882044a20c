import { ErrorState, SHARE_TITLE, Spinner, type ShareChannel } from '@yoga/shared';
import { ShareButtons, Tabs } from '@yoga/shared/ui-extra';
import { useState } from 'react';
import { useChallengeShortLinkQuery } from '../api/short-link-api';
import { useLiveShareT } from '../live-share-catalogue';
import './live-share.css';

type SharedChannel = Exclude<ShareChannel, 'copy'>;

// Ids spelled out in full, so the catalogue check finds each one used.
const TAB_IDS = {
  whatsapp_status: 'liveShare.tab.whatsappStatus',
  whatsapp: 'liveShare.tab.whatsapp',
  linkedin: 'liveShare.tab.linkedin',
} as const satisfies Record<SharedChannel, string>;
const TEXT_IDS = {
  whatsapp_status: 'liveShare.text.whatsappStatus',
  whatsapp: 'liveShare.text.whatsapp',
  linkedin: 'liveShare.text.linkedin',
} as const satisfies Record<SharedChannel, string>;

const CHANNELS = Object.keys(TAB_IDS) as SharedChannel[];

/** One channel's text and buttons, with the member's short link for that channel. */
function ChannelShare({ channel, supportPhone }: { channel: SharedChannel; supportPhone: string }) {
  const t = useLiveShareT();
  const link = useChallengeShortLinkQuery(channel);
  if (link.isLoading) return <Spinner label={t('liveShare.loading')} />;
  if (!link.data) {
    return (
      <ErrorState
        message={t('liveShare.error')}
        onRetry={() => void link.refetch()}
        retrying={link.isFetching}
      />
    );
  }
  const url = `${window.location.origin}${link.data.path}`;
  const text = t(TEXT_IDS[channel], { title: SHARE_TITLE, link: url, phone: supportPhone });
  return (
    <>
      <p className="live-share__label">{t('liveShare.preview')}</p>
      <blockquote className="live-share__text">{text}</blockquote>
      {/* Each text ends with the link, which the kit's buttons add themselves. */}
      <ShareButtons url={url} text={text.replace(url, '').trim()} title={SHARE_TITLE} />
    </>
  );
}

/**
 * WhatsApp status, WhatsApp chat and LinkedIn texts, each with the member's short link for that
 * channel. Only the open tab asks for its link, so a visit costs one call, not three.
 */
export function LiveShare({ supportPhone }: { supportPhone: string }) {
  const t = useLiveShareT();
  const [selected, setSelected] = useState<SharedChannel>('whatsapp_status');
  return (
    <section className="live-share" aria-labelledby="live-share-title">
      <h2 id="live-share-title">{t('liveShare.title')}</h2>
      <Tabs
        label={t('liveShare.tabs')}
        selected={selected}
        onSelect={(id) => setSelected(id as SharedChannel)}
        tabs={CHANNELS.map((channel) => ({
          id: channel,
          label: t(TAB_IDS[channel]),
          panel:
            channel === selected ? (
              <ChannelShare channel={channel} supportPhone={supportPhone} />
            ) : null,
        }))}
      />
    </section>
  );
}
