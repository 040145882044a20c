import { leadLoaded, signedOut } from '../session/auth-slice';
import { store } from '../store/app-store';
import { trackEvent, trackPageView } from './analytics';
import { demoLead } from '../testing/demo-lead';

const lead = { ...demoLead, name: 'Rohan', active_challenge_id: 58 };

describe('analytics', () => {
  afterEach(() => {
    store.dispatch(signedOut());
    delete window.dataLayer;
  });

  it('marks events of visitors and free members as free user', () => {
    expect(trackPageView('/').user_type).toBe('free user');
    store.dispatch(leadLoaded(lead));
    expect(trackEvent('share_clicked', { channel: 'whatsapp' })).toEqual({
      event: 'share_clicked',
      channel: 'whatsapp',
      user_type: 'free user',
    });
  });

  it('marks events of paid members (is_paid or ispaymentdone) as paid user', () => {
    store.dispatch(leadLoaded({ ...lead, is_paid: true }));
    expect(trackPageView('/buy').user_type).toBe('paid user');
    store.dispatch(leadLoaded({ ...lead, ispaymentdone: true }));
    expect(trackEvent('x').user_type).toBe('paid user');
    expect(window.dataLayer).toHaveLength(2);
  });

  it('does not let a caller overwrite the user type', () => {
    expect(trackEvent('x', { user_type: 'paid user' }).user_type).toBe('free user');
  });
});
