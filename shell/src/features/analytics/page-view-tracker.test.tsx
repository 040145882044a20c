import { sessionStarted, signedOut, store, type AnalyticsEvent, type Lead } from '@yoga/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Link, MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '../../app/router-future';
import { leadLoading, leadSettled } from '../auth/model/lead-status-slice';
import { PageViewTracker } from './page-view-tracker';

const paidLead: Lead = {
  id: 9,
  name: 'Rohan Mehta',
  slug: 'rohan-mehta',
  phone_number: '+919812345678',
  country_code: 'IN',
  active_challenge_id: 58,
  is_paid: true,
  ispaymentdone: false,
};

function renderTracker() {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/']} future={ROUTER_FUTURE}>
        <Link to="/callsupport">Support</Link>
        <PageViewTracker />
      </MemoryRouter>
    </Provider>,
  );
}

const pageViews = () =>
  (window.dataLayer ?? []).filter((entry: AnalyticsEvent) => entry.event === 'page_view');

describe('PageViewTracker', () => {
  afterEach(() => {
    store.dispatch(signedOut());
    store.dispatch(leadSettled());
    delete window.dataLayer;
  });

  it("waits for a returning paid member's lead, then counts the page once as paid", () => {
    store.dispatch(sessionStarted({ accessToken: 'token', refreshToken: null, account: paidLead }));
    store.dispatch(leadLoading());
    renderTracker();
    expect(pageViews()).toHaveLength(0);

    act(() => {
      store.dispatch(leadSettled());
    });
    expect(pageViews()).toEqual([
      expect.objectContaining({ page_path: '/', user_type: 'paid user' }),
    ]);

    act(() => {
      store.dispatch(leadLoading());
    });
    act(() => {
      store.dispatch(leadSettled());
    });
    expect(pageViews()).toHaveLength(1);
  });

  it('counts every new route a visitor sees as a free user', async () => {
    renderTracker();
    await userEvent.click(screen.getByRole('link', { name: 'Support' }));
    expect(pageViews().map((entry) => [entry.page_path, entry.user_type])).toEqual([
      ['/', 'free user'],
      ['/callsupport', 'free user'],
    ]);
  });
});
