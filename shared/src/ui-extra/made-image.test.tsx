import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MadeImage } from './made-image';

const labels = { heading: 'Ready', share: 'Share it', download: 'Download it', hint: 'Stays here' };

describe('MadeImage', () => {
  let made = 0;
  const revoked: string[] = [];
  beforeAll(() => {
    URL.createObjectURL = () => `blob:made-${(made += 1)}`;
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    delete window.dataLayer;
    revoked.length = 0;
  });

  it('shows the image with its download link, and lets go of it once unmounted', async () => {
    const image = new Blob(['png'], { type: 'image/png' });
    const { unmount } = render(
      <MemoryRouter>
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
    const preview = await screen.findByRole('img', { name: 'Your rangoli' });
    const download = screen.getByRole('link', { name: 'Download it' });
    expect(download).toHaveAttribute('download', 'rangoli.png');
    expect(revoked).not.toContain(download.getAttribute('href'));
    expect(download.getAttribute('href')).toBe(preview.getAttribute('src'));
    // jsdom shares no files: only the download is offered.
    expect(screen.queryByRole('button', { name: 'Share it' })).not.toBeInTheDocument();
    await userEvent.click(download);
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'share', channel: 'download', item: 'rangoli' }),
    ]);
    const shown = download.getAttribute('href');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual([shown]);
  });
});
