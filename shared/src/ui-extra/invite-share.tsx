import { useId, useState, useSyncExternalStore } from 'react';
import {
  Button,
  ButtonLink,
  ErrorState,
  SHARE_TITLE,
  Spinner,
  type ShareChannel,
} from '@yoga/shared';
import { useExtraT } from './extra-catalogue';
import { INVITE_CHANNELS, inviteAppUrl } from './invite-links';
import { Tabs } from './tabs';

/** A page's read of the member's short link for one channel (`lead/getshortlink?channel=`). */
export interface ShortLinkRead {
  data?: { path: string };
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface InviteShareProps {
  /**
   * The page's query hook for the member's short link of a channel. Remotes cannot share one API
   * injection, so each passes its own; the links, texts and buttons are the same on every page.
   */
  useShortLink: (channel: ShareChannel) => ShortLinkRead;
  /** The support desk's number, which every invitation names for friends who need help. */
  supportPhone: string;
  /** The heading level of "Invite your friends" on the page it sits in. */
  headingLevel?: 2 | 3;
}

// Ids spelled out in full, so the catalogue check finds each one used.
const TAB_IDS = {
  whatsapp_status: 'extra.invite.tab.whatsappStatus',
  whatsapp: 'extra.invite.tab.whatsapp',
  linkedin: 'extra.invite.tab.linkedin',
  copy: 'extra.invite.tab.copy',
} as const satisfies Record<ShareChannel, string>;
const TEXT_IDS = {
  whatsapp_status: 'extra.invite.text.whatsappStatus',
  whatsapp: 'extra.invite.text.whatsapp',
  linkedin: 'extra.invite.text.linkedin',
  copy: 'extra.invite.text.copy',
} as const satisfies Record<ShareChannel, string>;
const BUTTON_IDS = {
  whatsapp_status: 'extra.invite.open.whatsappStatus',
  whatsapp: 'extra.invite.open.whatsapp',
  linkedin: 'extra.invite.open.linkedin',
} as const satisfies Record<Exclude<ShareChannel, 'copy'>, string>;
const HINT_IDS = {
  whatsapp_status: 'extra.invite.hint.whatsappStatus',
  whatsapp: null,
  linkedin: 'extra.invite.hint.linkedin',
  copy: 'extra.invite.hint.copy',
} as const satisfies Record<ShareChannel, string | null>;

const noSubscription = () => () => {};
const hasWebShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';
const noWebShare = () => false;

type Copied = 'idle' | 'message' | 'link' | 'failed';

/** One channel: its message with its own short link, and the buttons that send it there. */
function ChannelInvite({
  channel,
  useShortLink,
  supportPhone,
}: {
  channel: ShareChannel;
  useShortLink: InviteShareProps['useShortLink'];
  supportPhone: string;
}) {
  const t = useExtraT();
  const link = useShortLink(channel);
  const canShare = useSyncExternalStore(noSubscription, hasWebShare, noWebShare);
  const [copied, setCopied] = useState<Copied>('idle');
  if (link.isLoading) return <Spinner label={t('extra.invite.loading')} />;
  if (!link.data) {
    return (
      <ErrorState
        message={t('extra.invite.error')}
        onRetry={() => void link.refetch()}
        retrying={link.isFetching}
      />
    );
  }
  const url = `${window.location.origin}${link.data.path}`;
  const message = t(TEXT_IDS[channel], { title: SHARE_TITLE, link: url, phone: supportPhone });
  const appUrl = inviteAppUrl(channel, message, url);
  const hint = HINT_IDS[channel];

  const copy = (what: 'message' | 'link') => {
    // The clipboard exists only on secure pages and may be refused; then the text is on screen.
    if (!navigator.clipboard) {
      setCopied('failed');
      return;
    }
    navigator.clipboard.writeText(what === 'message' ? message : url).then(
      () => setCopied(what),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="kit-invite__channel">
      <p className="kit-invite__label">{t('extra.invite.message')}</p>
      <blockquote className="kit-invite__text">{message}</blockquote>
      {channel === 'copy' && (
        // Shown on its own too, so a phone can long-press it to copy or open it.
        <p className="kit-invite__link">
          <a href={url}>{url}</a>
        </p>
      )}
      {hint && <p className="kit-invite__hint">{t(hint)}</p>}
      <div className="kit-invite__buttons">
        {channel !== 'copy' && appUrl && (
          <ButtonLink href={appUrl} target="_blank" rel="noopener noreferrer">
            {t(BUTTON_IDS[channel])}
            <span className="kit-visually-hidden"> {t('extra.share.newTab')}</span>
          </ButtonLink>
        )}
        {channel === 'copy' && (
          <Button onClick={() => copy('link')}>{t('extra.invite.copyLink')}</Button>
        )}
        <Button variant="secondary" onClick={() => copy('message')}>
          {t('extra.invite.copyMessage')}
        </Button>
        {channel === 'copy' && canShare && (
          <Button
            variant="secondary"
            onClick={() =>
              // Closing the phone's share sheet rejects with AbortError: nothing to report.
              void navigator.share({ title: SHARE_TITLE, text: message }).catch(() => undefined)
            }
          >
            {t('extra.invite.otherApps')}
          </Button>
        )}
      </div>
      <p className="kit-invite__status" role="status">
        {copied === 'message' && t('extra.invite.messageCopied')}
        {copied === 'link' && t('extra.share.copied')}
        {copied === 'failed' && t('extra.invite.copyFailed')}
      </p>
    </div>
  );
}

/**
 * The one way members invite friends, on every page that asks them to: a tab per channel
 * (WhatsApp status, WhatsApp chat, LinkedIn, copy), each with the member's short link for that
 * channel (so a visit it brings is known by where it came from), the message in the member's
 * language under the spec's share title, and the one button that sends it there. Only the open
 * tab asks for its link.
 */
export function InviteShare({ useShortLink, supportPhone, headingLevel = 2 }: InviteShareProps) {
  const t = useExtraT();
  const [selected, setSelected] = useState<ShareChannel>('whatsapp_status');
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="kit-invite" aria-labelledby={titleId}>
      <Heading id={titleId}>{t('extra.invite.title')}</Heading>
      <Tabs
        label={t('extra.invite.tabs')}
        selected={selected}
        onSelect={(id) =>
          setSelected(INVITE_CHANNELS.find((channel) => channel === id) ?? selected)
        }
        tabs={INVITE_CHANNELS.map((channel) => ({
          id: channel,
          label: t(TAB_IDS[channel]),
          panel:
            channel === selected ? (
              <ChannelInvite
                channel={channel}
                useShortLink={useShortLink}
                supportPhone={supportPhone}
              />
            ) : null,
        }))}
      />
    </section>
  );
}
