import { planErasure, stepOf } from './erasure-plan';

describe('the erasure planner', () => {
  it('erases addresses, sign-ins, gifts, pledges and boards, and anonymises the account', () => {
    const plan = planErasure({ referred: false });
    for (const table of [
      'addresses',
      'otp_codes',
      'refresh_token_families',
      'member_gifts',
      'pledges',
      'standings',
      'attendance',
      'redis',
    ]) {
      expect(stepOf(plan, table)?.action).toBe('erased');
    }
    expect(stepOf(plan, 'leads')?.action).toBe('anonymised');
    expect(stepOf(plan, 'certificates')).toMatchObject({ action: 'anonymised' });
    expect(stepOf(plan, 'certificates')?.why).toMatch(/withdrawn at the holder’s request/);
  });

  it('keeps only the first session of a member who was invited, for the inviter’s referral', () => {
    expect(stepOf(planErasure({ referred: true }), 'attendance')?.action).toBe('anonymised');
    expect(stepOf(planErasure({ referred: false }), 'attendance')?.action).toBe('erased');
  });

  it('says why whatever stays stays, and keeps nothing that holds a name or number', () => {
    for (const referred of [true, false]) {
      const plan = planErasure({ referred });
      expect(new Set(plan.map((step) => step.table)).size).toBe(plan.length);
      for (const step of plan) expect(step.why.length).toBeGreaterThan(10);
      const kept = plan.filter((step) => step.action === 'kept').map((step) => step.table);
      expect(kept.sort()).toEqual(
        [
          'certificate_events',
          'consent_events',
          'erasure_requests',
          'kids_camp_consents',
          'payment_orders',
        ].sort(),
      );
    }
  });
});
