import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MadeImage } from './made-image';
import { readBlobText } from '../testing';

const labels = { heading: 'Ready', share: 'Share it', download: 'Download it', hint: 'Stays here' };

function setNavigator(name: 'share' | 'canShare', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

function renderMadeImage(image = new Blob(['png'], { type: 'image/png' })) {
  return render(
    <MemoryRouter initialEntries={['/Diwali/rangoli']}>
      <MadeImage
        image={image}
        fileName="rangoli.png"
        alt="Your rangoli"
        item="rangoli"
        shareTitle="Rangoli"
        labels={labels}
      />
    </MemoryRouter>,
  );
}

/** A phone that can share files, as Chrome on Android is. */
function phoneSharesFiles(share: jest.Mock) {
  setNavigator('canShare', (data?: ShareData) => Boolean(data?.files?.length));
  setNavigator('share', share);
}

/** Clicks the download link without following it: jsdom cannot navigate to a blob. */
async function download() {
  const link = screen.getByRole('link', { name: 'Download it' });
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  await userEvent.click(link);
  return link;
}

describe('MadeImage', () => {
  let made = 0;
  const revoked: string[] = [];
  beforeAll(() => {
    URL.createObjectURL = () => `blob:made-${(made += 1)}`;
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    setNavigator('share', undefined);
    setNavigator('canShare', undefined);
    delete window.dataLayer;
    revoked.length = 0;
  });

  it('shows the image with its download link, and lets go of it once unmounted', async () => {
    const { unmount } = renderMadeImage();
    const preview = await screen.findByRole('img', { name: 'Your rangoli' });
    const link = screen.getByRole('link', { name: 'Download it' });
    expect(link).toHaveAttribute('download', 'rangoli.png');
    expect(revoked).not.toContain(link.getAttribute('href'));
    expect(link.getAttribute('href')).toBe(preview.getAttribute('src'));
    // jsdom shares no files: only the download is offered.
    expect(screen.queryByRole('button', { name: 'Share it' })).not.toBeInTheDocument();
    await download();
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'share', channel: 'download', item: 'rangoli' }),
    ]);
    const shown = link.getAttribute('href');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual([shown]);
  });

  it('offers no share button where the browser can share, but not files', () => {
    const share = jest.fn();
    setNavigator('share', share);
    setNavigator('canShare', (data?: ShareData) => !data?.files);
    renderMadeImage();
    expect(screen.queryByRole('button', { name: 'Share it' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download it' })).toBeVisible();
    expect(share).not.toHaveBeenCalled();
  });

  it('shares the image as a file on its own tap, and counts the share as native', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    phoneSharesFiles(share);
    renderMadeImage();
    const button = await screen.findByRole('button', { name: 'Share it' });
    // Showing the image starts no share: Android refuses one the tap did not start.
    expect(share).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
    await userEvent.click(button);
    expect(share).toHaveBeenCalledTimes(1);
    const [{ files, title }] = share.mock.calls[0] as [ShareData];
    expect(title).toBe('Rangoli');
    expect(files).toHaveLength(1);
    const [file] = files!;
    expect(file).toBeInstanceOf(File);
    expect([file!.name, file!.type]).toEqual(['rangoli.png', 'image/png']);
    expect(await readBlobText(file!)).toBe('png');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'share',
        channel: 'native',
        item: 'rangoli',
        page_path: '/Diwali/rangoli',
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Download it' })).toBeVisible();
  });

  it('shows no error when the member closes the share sheet, and keeps both ways to share', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    phoneSharesFiles(share);
    renderMadeImage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share it' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/error|could not/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share it' })).toBeEnabled();
    await download();
    expect(window.dataLayer?.map(({ channel }) => channel)).toEqual(['native', 'download']);
  });
});
