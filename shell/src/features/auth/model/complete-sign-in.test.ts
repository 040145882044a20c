import type { Lead } from '@yoga/shared';
import { shouldEnrol } from './complete-sign-in';

const demoLead: Lead = {
  id: 3,
  name: 'Meera Iyer',
  slug: 'meera-iyer',
  phone_number: '+919876500001',
  country_code: 'IN',
  active_challenge_id: 61,
  is_paid: false,
  ispaymentdone: false,
};

describe('shouldEnrol', () => {
  const enrolled = { ...demoLead, active_challenge_id: 58 };
  const neverEnrolled = { ...demoLead, active_challenge_id: null };

  it('enrols whoever joins, so a member whose challenge ended joins the next one', () => {
    expect(shouldEnrol(true, enrolled)).toBe(true);
    expect(shouldEnrol(true, neverEnrolled)).toBe(true);
  });

  it('leaves a returning member in their challenge when they sign in', () => {
    expect(shouldEnrol(false, enrolled)).toBe(false);
  });

  it('finishes joining for a lead that signs in before it ever verified its phone', () => {
    expect(shouldEnrol(false, neverEnrolled)).toBe(true);
  });
});
