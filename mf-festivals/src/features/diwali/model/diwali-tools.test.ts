import { DIWALI_TOOLS, festivalDay, indiaMidnight } from './diwali-tools';

describe('the Diwali tools', () => {
  it('points each tool at its page for the campaign', () => {
    expect(DIWALI_TOOLS.map(({ tool, path }) => [tool, path('diwali-2026')])).toEqual([
      ['poster', '/Diwali/festiveposters'],
      ['pledge', '/promise?event=diwali-2026'],
      ['promise-card', '/promise/download?event=diwali-2026'],
    ]);
  });

  it('says whether Diwali is to come, today or past, by India’s day', () => {
    expect(festivalDay('2026-11-07', '2026-11-08')).toBe('before');
    expect(festivalDay('2026-11-08', '2026-11-08')).toBe('today');
    expect(festivalDay('2026-11-09', '2026-11-08')).toBe('after');
    expect(new Date(indiaMidnight('2026-11-08')).toISOString()).toBe('2026-11-07T18:30:00.000Z');
  });
});
