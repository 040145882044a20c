import { campaignPath, pledgePath, posterPath } from './campaign-links';

describe('campaign links', () => {
  it("sends an occasion's campaign to its own poster page", () => {
    expect(posterPath({ event: 'diwali', occasion: 'festive', featured: true })).toBe(
      '/festive/poster',
    );
    expect(posterPath({ event: 'g', occasion: 'ganesh-chaturthi', featured: false })).toBe(
      '/ganeshChaturthi/poster',
    );
    expect(posterPath({ event: 'diwali-2026', occasion: 'diwali', featured: true })).toBe(
      '/Diwali/festiveposters',
    );
  });

  it('sends the featured campaign to /campaign/download, and any other by its event', () => {
    expect(posterPath({ event: 'winter', occasion: 'other', featured: true })).toBe(
      '/campaign/download',
    );
    expect(posterPath({ event: 'holi-2027', occasion: 'other', featured: false })).toBe(
      '/campaign/download?event=holi-2027',
    );
  });

  it('names the campaign in the pledge and page paths', () => {
    expect(pledgePath({ event: 'winter-wellness' })).toBe('/promise?event=winter-wellness');
    expect(campaignPath({ event: 'winter-wellness' })).toBe('/cmp/winter-wellness');
  });
});
