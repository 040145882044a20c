import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareChannel } from '../models/live';
import { i18n } from '../i18n/language-state';
import { renderKit } from '../ui/testing/render-kit';
import { InviteShare, type ShortLinkRead } from './invite-share';

const PHONE = '+91 80 4718 2200';
const CODES: Record<ShareChannel, string> = {
  whatsapp_status: 'Stat0001',
  whatsapp: 'Chat0002',
  linkedin: 'Link0003',
  copy: 'Copy0004',
};

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

/** The short links a page's query would give, each channel its own, and which were asked for. */
function shortLinks(read: Partial<ShortLinkRead> = {}) {
  const asked: ShareChannel[] = [];
  const useShortLink = (channel: ShareChannel): ShortLinkRead => {
    asked.push(channel);
    return {
      data: { path: `/s/${CODES[channel]}` },
      isLoading: false,
      isFetching: false,
      refetch: () => undefined,
      ...read,
    };
  };
  return { asked, useShortLink };
}

const link = (channel: ShareChannel) => `${window.location.origin}/s/${CODES[channel]}`;

afterEach(() => {
  setNavigator('share', undefined);
  act(() => i18n.activate('en', ['en-IN']));
});

describe('InviteShare', () => {
  it('gives each channel its own link, its own message and the one button that sends it there', async () => {
    const { asked, useShortLink } = shortLinks();
    renderKit(<InviteShare useShortLink={useShortLink} supportPhone={PHONE} />);
    expect(screen.getByRole('heading', { name: 'Invite your friends' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'WhatsApp status',
      'WhatsApp chat',
      'LinkedIn',
      'Copy link',
    ]);

    const status = screen.getByRole('tabpanel');
    const statusText = `6 Days Yoga Challenge: I am doing a free yoga challenge with live sessions every morning and evening. Questions? Call ${PHONE}. Join me: ${link('whatsapp_status')}`;
    expect(within(status).getByText(statusText)).toBeInTheDocument();
    expect(
      within(status).getByRole('link', {
        name: 'Share on WhatsApp status (opens in a new tab)',
      }),
    ).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(statusText)}`);
    expect(within(status).getByText(/choose “My status”/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'WhatsApp chat' }));
    const chat = screen.getByRole('tabpanel');
    expect(
      within(chat).getByText(/^Hi! I have joined the 6 Days Yoga Challenge/),
    ).toHaveTextContent(link('whatsapp'));
    expect(
      within(chat)
        .getAllByRole('link')
        .map((anchor) => anchor.textContent),
    ).toEqual(['Share on WhatsApp (opens in a new tab)']);

    await userEvent.click(screen.getByRole('tab', { name: 'LinkedIn' }));
    const linkedin = screen.getByRole('tabpanel');
    // The LinkedIn tab shares on LinkedIn, and on nothing else.
    expect(
      within(linkedin)
        .getAllByRole('link')
        .map((anchor) => anchor.textContent),
    ).toEqual(['Share on LinkedIn (opens in a new tab)']);
    expect(within(linkedin).getByRole('link')).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link('linkedin'))}`,
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Copy link' }));
    // No app to open: the link itself, to copy or long-press.
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveAttribute(
      'href',
      link('copy'),
    );
    expect(new Set(asked)).toEqual(new Set(['whatsapp_status', 'whatsapp', 'linkedin', 'copy']));
  });

  it('copies the copy channel’s link, or a channel’s whole message, and says which', async () => {
    const user = userEvent.setup();
    const { useShortLink } = shortLinks();
    renderKit(<InviteShare useShortLink={useShortLink} supportPhone={PHONE} />);
    await user.click(screen.getByRole('tab', { name: 'Copy link' }));
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Link copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(link('copy'));

    await user.click(within(panel).getByRole('button', { name: 'Copy message' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Message copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `Join me in the 6 Days Yoga Challenge: free live yoga sessions every day. Help with joining: ${PHONE}. ${link('copy')}`,
    );
  });

  it('offers the phone’s share sheet on the copy tab where the browser has one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    const { useShortLink } = shortLinks();
    renderKit(<InviteShare useShortLink={useShortLink} supportPhone={PHONE} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Copy link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share in another app' }));
    expect(share).toHaveBeenCalledWith({
      title: '6 Days Yoga Challenge',
      text: expect.stringContaining(link('copy')) as string,
    });
  });

  it('says the link is on its way, then that it failed, with a retry', async () => {
    const loading = shortLinks({ data: undefined, isLoading: true });
    const { unmount } = renderKit(
      <InviteShare useShortLink={loading.useShortLink} supportPhone={PHONE} />,
    );
    expect(screen.getByRole('status', { name: 'Making your link…' })).toBeInTheDocument();
    unmount();

    const refetch = jest.fn();
    const failed = shortLinks({ data: undefined, refetch });
    renderKit(<InviteShare useShortLink={failed.useShortLink} supportPhone={PHONE} />);
    expect(
      screen.getByText('We could not make your invitation link. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('speaks Hindi, the share title kept as the spec gives it', async () => {
    act(() => i18n.activate('hi', ['hi-IN']));
    const { useShortLink } = shortLinks();
    renderKit(<InviteShare useShortLink={useShortLink} supportPhone={PHONE} />);
    expect(await screen.findByRole('heading', { name: 'अपने दोस्तों को बुलाइए' })).toBeInTheDocument();
    expect(screen.getByText(/^6 Days Yoga Challenge: मैं रोज़ सुबह-शाम लाइव सेशन/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^WhatsApp स्टेटस पर शेयर करें/ })).toBeInTheDocument();
  });
});
