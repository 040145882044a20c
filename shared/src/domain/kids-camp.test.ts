import { checkName } from './member-name';
import { KIDS_CAMP_AGES, KIDS_CAMP_CONSENT, checkChildAge, kidsCampPhase } from './kids-camp';

describe('the kids camp rules', () => {
  it('takes ages 5 to 14, whole years only', () => {
    expect(checkChildAge(KIDS_CAMP_AGES.min)).toBeNull();
    expect(checkChildAge(KIDS_CAMP_AGES.max)).toBeNull();
    expect(checkChildAge(4)).toBe('too-young');
    expect(checkChildAge(15)).toBe('too-old');
    expect(checkChildAge(7.5)).toBe('not-whole');
  });

  it("takes a child's first name by the members' rule, in any script", () => {
    expect(checkName('Aarav')).toBeNull();
    expect(checkName('अनन्या')).toBeNull();
    expect(checkName('Riya 2')).toBe('not-letters');
    expect(checkName('  ')).toBe('empty');
  });

  it('versions the consent purpose and says it in both languages', () => {
    expect(KIDS_CAMP_CONSENT.version).toMatch(/^kids-camp-consent\/\d+$/);
    expect(KIDS_CAMP_CONSENT.text).toMatch(/withdraw/);
    expect(KIDS_CAMP_CONSENT.text_hi).toMatch(/सहमति/);
  });

  it("runs on India's calendar: its last day lasts until midnight in India", () => {
    const days = { starts_on: '2026-05-10', ends_on: '2026-05-20' };
    expect(kidsCampPhase(days, new Date('2026-05-09T18:29:59Z'))).toBe('upcoming');
    expect(kidsCampPhase(days, new Date('2026-05-09T18:30:00Z'))).toBe('running');
    expect(kidsCampPhase(days, new Date('2026-05-20T18:29:59Z'))).toBe('running');
    expect(kidsCampPhase(days, new Date('2026-05-20T18:30:00Z'))).toBe('ended');
  });
});
