import { useState, useSyncExternalStore } from 'react';
import { Button, ButtonLink, trackEvent } from '@yoga/shared';
import { useExtraT } from './extra-catalogue';

export interface ShareButtonsProps {
  /** The address to share. */
  url: string;
  /** The message that goes with it ("I finished the 14-day challenge!"). */
  text: string;
  /** The title the system share sheet shows. */
  title?: string;
  /** Files (a certificate image) for the system share sheet, where the browser can share files. */
  files?: readonly File[];
}

/** The ways out of the share buttons, as the `share` analytics event names its channel. */
export type ShareButtonChannel = 'native' | 'whatsapp' | 'linkedin' | 'copy';

/** Every share is counted: its channel, what was shared and from which page (the `share` event). */
const tracked = (channel: ShareButtonChannel, url: string) =>
  trackEvent('share', { channel, shared_url: url, page_path: window.location.pathname });

const noSubscription = () => () => {};
const hasWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
// Pre-rendered HTML has no share sheet; the button appears once the browser says it has one.
const noWebShare = () => false;

type CopyState = 'idle' | 'copied' | 'failed';

/** WhatsApp, LinkedIn, copy link, and the phone's own share sheet where the browser has one. */
export function ShareButtons({ url, text, title, files }: ShareButtonsProps) {
  const t = useExtraT();
  const canShare = useSyncExternalStore(noSubscription, hasWebShare, noWebShare);
  const [copy, setCopy] = useState<CopyState>('idle');

  const copyLink = () => {
    tracked('copy', url);
    // The clipboard API exists only on secure pages and may be refused; both say how to copy.
    if (!navigator.clipboard) {
      setCopy('failed');
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };

  const share = () => {
    tracked('native', url);
    const data: ShareData = { title, text, url };
    if (files?.length && navigator.canShare?.({ files: [...files] })) data.files = [...files];
    // A member closing the share sheet rejects with AbortError: nothing to report.
    navigator.share(data).catch(() => undefined);
  };

  const newTab = <span className="kit-visually-hidden"> {t('extra.share.newTab')}</span>;

  return (
    <div className="kit-share" role="group" aria-label={t('extra.share.label')}>
      <div className="kit-share__buttons">
        {canShare && (
          <Button variant="primary" onClick={share}>
            {t('extra.share.native')}
          </Button>
        )}
        <ButtonLink
          variant="secondary"
          href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
          onClick={() => tracked('whatsapp', url)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('extra.share.whatsapp')}
          {newTab}
        </ButtonLink>
        <ButtonLink
          variant="secondary"
          href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`}
          onClick={() => tracked('linkedin', url)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('extra.share.linkedin')}
          {newTab}
        </ButtonLink>
        <Button variant="secondary" onClick={copyLink}>
          {t('extra.share.copy')}
        </Button>
      </div>
      <p className="kit-share__status" role="status">
        {copy === 'copied' && t('extra.share.copied')}
        {copy === 'failed' && t('extra.share.copyFailed')}
      </p>
    </div>
  );
}
