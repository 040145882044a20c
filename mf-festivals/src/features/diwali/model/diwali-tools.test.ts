import { EMPTY_FESTIVAL_STATE } from '@yoga/shared/domain';
import { DIWALI_TOOLS, diwaliToolDone, festivalDay, indiaMidnight } from './diwali-tools';

describe('the Diwali tools', () => {
  it('points each tool at its page for the campaign', () => {
    expect(DIWALI_TOOLS.map(({ tool, path }) => [tool, path('diwali-2026', 3)])).toEqual([
      ['diya', '/Diwali/diya'],
      ['rangoli', '/Diwali/rangoli'],
      ['recipe', '/Diwali/recipes'],
      ['poster', '/Diwali/festiveposters'],
      ['pledge', '/promise?event=diwali-2026'],
      ['promise-card', '/promise/download?event=diwali-2026'],
      ['garba', '/navratri/garbaTool/3'],
    ]);
  });

  it("ticks a campaign's tool for that campaign only, and garba when its steps are done", () => {
    const festival = {
      ...EMPTY_FESTIVAL_STATE,
      completedTools: ['diya-diwali-2026', 'rangoli-diwali-2025'],
    };
    expect(diwaliToolDone('diya', festival, 'diwali-2026')).toBe(true);
    expect(diwaliToolDone('rangoli', festival, 'diwali-2026')).toBe(false);
    expect(diwaliToolDone('garba', festival, 'diwali-2026')).toBe(false);
    const danced = { ...festival, festivalProgress: { currentStep: 5, isCompleted: true } };
    expect(diwaliToolDone('garba', danced, 'diwali-2026')).toBe(true);
  });

  it('says whether Diwali is to come, today or past, by India’s day', () => {
    expect(festivalDay('2026-11-07', '2026-11-08')).toBe('before');
    expect(festivalDay('2026-11-08', '2026-11-08')).toBe('today');
    expect(festivalDay('2026-11-09', '2026-11-08')).toBe('after');
    expect(new Date(indiaMidnight('2026-11-08')).toISOString()).toBe('2026-11-07T18:30:00.000Z');
  });
});
