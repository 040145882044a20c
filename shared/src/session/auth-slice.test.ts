import type { Lead } from '../models/member';
import { authSlice, leadLoaded, leadRenamed, selectAccount, selectLead } from './auth-slice';

const lead: Lead = {
  id: 7,
  name: 'Asha Verma',
  slug: 'asha-verma-k3x9qa',
  phone_number: '+919876543210',
  country_code: 'IN',
  active_challenge_id: 3,
  is_paid: false,
  ispaymentdone: false,
};

const stateAfter = (...actions: Parameters<typeof authSlice.reducer>[1][]) => ({
  auth: actions.reduce(authSlice.reducer, authSlice.getInitialState()),
});

describe('leadRenamed', () => {
  it('renames the signed-in member everywhere the session holds them', () => {
    const state = stateAfter(leadLoaded(lead), leadRenamed({ id: 7, name: 'आशा वर्मा' }));
    expect(selectAccount(state)?.name).toBe('आशा वर्मा');
    expect(selectLead(state)?.name).toBe('आशा वर्मा');
    expect(selectLead(state)?.slug).toBe(lead.slug);
  });

  it('leaves another member’s session alone', () => {
    const state = stateAfter(leadLoaded(lead), leadRenamed({ id: 8, name: 'Someone Else' }));
    expect(selectLead(state)?.name).toBe('Asha Verma');
  });

  it('does nothing without a session', () => {
    expect(stateAfter(leadRenamed({ id: 7, name: 'Asha' })).auth).toEqual(
      authSlice.getInitialState(),
    );
  });
});
