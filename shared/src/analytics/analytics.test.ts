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
    expect(trackPageView('/')?.user_type).toBe('free user');
    store.dispatch(leadLoaded(lead));
    expect(trackEvent('share_clicked', { channel: 'whatsapp' })).toEqual({
      event: 'share_clicked',
      channel: 'whatsapp',
      user_type: 'free user',
      session_id: expect.any(String),
      device_id: expect.any(String),
    });
  });

  it('groups events by the client session until it is 15 minutes old, and keeps the device', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z') });
    try {
      const first = trackEvent('a');
      jest.setSystemTime(new Date('2026-11-22T06:14:59Z'));
      const second = trackEvent('b');
      jest.setSystemTime(new Date('2026-11-22T06:15:00Z'));
      const third = trackEvent('c');
      expect(second?.session_id).toBe(first?.session_id);
      expect(third?.session_id).not.toBe(first?.session_id);
      expect(new Set([first, second, third].map((entry) => entry?.device_id)).size).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('marks events of paid members (is_paid or ispaymentdone) as paid user', () => {
    store.dispatch(leadLoaded({ ...lead, is_paid: true }));
    expect(trackPageView('/buy')?.user_type).toBe('paid user');
    store.dispatch(leadLoaded({ ...lead, ispaymentdone: true }));
    expect(trackEvent('x')?.user_type).toBe('paid user');
    expect(window.dataLayer).toHaveLength(2);
  });

  it('does not let a caller overwrite the user type', () => {
    expect(trackEvent('x', { user_type: 'paid user' })?.user_type).toBe('free user');
  });

  it('records nothing on the kids camp pages, where children are: not even a page view', () => {
    store.dispatch(leadLoaded(lead));
    expect(trackPageView('/kidscamp')).toBeNull();
    expect(trackPageView('/kidscamp/download')).toBeNull();
    expect(trackEvent('share', { page_path: '/kidscamp' })).toBeNull();
    window.history.pushState({}, '', '/kidscamp/download');
    try {
      expect(trackEvent('video_play')).toBeNull();
      expect(trackPageView('/')).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
    expect(window.dataLayer ?? []).toEqual([]);
    // Only those pages: a path that merely starts with the same letters is tracked.
    expect(trackPageView('/kidscampaign')).not.toBeNull();
  });
});
