import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n/language-state';
import { ShareButtons } from './share-buttons';
import { renderKit } from '../ui/testing/render-kit';

const URL_TO_SHARE = 'https://yoga.example/join?ref=ab12';
const TEXT = 'Join me in the 14-day yoga challenge';

function setNavigator(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('canShare', undefined);
  act(() => i18n.activate('en', ['en-IN']));
});

describe('ShareButtons', () => {
  it('links to WhatsApp and LinkedIn with the text and address, in a new tab', () => {
    renderKit(<ShareButtons url={URL_TO_SHARE} text={TEXT} />);
    expect(screen.getByRole('group', { name: 'Share this' })).toBeInTheDocument();
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${TEXT} ${URL_TO_SHARE}`)}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(
      screen.getByRole('link', { name: 'Share on LinkedIn (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(URL_TO_SHARE)}`,
    );
  });

  it('copies the link and says so where it can be seen and heard', async () => {
    const user = userEvent.setup();
    renderKit(<ShareButtons url={URL_TO_SHARE} text={TEXT} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    await expect(navigator.clipboard.readText()).resolves.toBe(URL_TO_SHARE);
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    setNavigator('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    renderKit(<ShareButtons url={URL_TO_SHARE} text={TEXT} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/Could not copy the link/)).toBeInTheDocument();
  });

  it('offers the system share sheet only where the browser has one', () => {
    renderKit(<ShareButtons url={URL_TO_SHARE} text={TEXT} />);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('shares the files through the share sheet when the browser can share them', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setNavigator('share', share);
    setNavigator('canShare', ({ files }: ShareData) => Boolean(files?.length));
    const certificate = new File(['png'], 'certificate.png', { type: 'image/png' });
    renderKit(
      <ShareButtons url={URL_TO_SHARE} text={TEXT} title="My certificate" files={[certificate]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My certificate',
      text: TEXT,
      url: URL_TO_SHARE,
      files: [certificate],
    });
  });

  it('shares without files when the browser cannot share files, and ignores a closed sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    setNavigator('share', share);
    setNavigator('canShare', () => false);
    renderKit(<ShareButtons url={URL_TO_SHARE} text={TEXT} files={[new File(['x'], 'a.png')]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: undefined, text: TEXT, url: URL_TO_SHARE });
  });

  it('speaks Hindi', () => {
    renderKit(<ShareButtons url={URL_TO_SHARE} text={TEXT} />);
    act(() => i18n.activate('hi', ['hi-IN']));
    expect(screen.getByRole('link', { name: 'WhatsApp पर भेजें (नए टैब में खुलेगा)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'लिंक कॉपी करें' })).toBeVisible();
  });
});

describe('ShareButtons analytics', () => {
  afterEach(() => {
    window.dataLayer = [];
  });

  it('counts a share with its channel and the address shared', async () => {
    window.dataLayer = [];
    renderKit(<ShareButtons url="https://yoga.example/pledge/Ab3dEf7hJk" text="I took it" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    screen
      .getByRole('link', { name: /WhatsApp/ })
      .addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(screen.getByRole('link', { name: /WhatsApp/ }));
    expect(
      window.dataLayer.map(({ event, channel, shared_url }) => ({ event, channel, shared_url })),
    ).toEqual([
      { event: 'share', channel: 'copy', shared_url: 'https://yoga.example/pledge/Ab3dEf7hJk' },
      { event: 'share', channel: 'whatsapp', shared_url: 'https://yoga.example/pledge/Ab3dEf7hJk' },
    ]);
  });
});
