import { type AnalyticsEvent, type Lead } from '@yoga/shared';
import { leadLoading, leadSettled, sessionStarted, signedOut, store } from '@yoga/shared/host';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { manifestRoute, renderWithStore } from '@yoga/shared/testing';
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
  renderWithStore(
    <>
      <Link to="/callsupport">Support</Link>
      <PageViewTracker remotes={[]} />
    </>,
    { store, route: '/' },
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

  it("names spec section 2's pages by their route's declaration, once each", async () => {
    const festivals = {
      name: 'mf-festivals',
      entry: '/remotes/mf-festivals/remoteEntry.js',
      enabled: true,
      activeFrom: null,
      activeUntil: null,
      routes: [
        manifestRoute('/Diwali', { pageView: 'Diwali landing' }),
        manifestRoute('/navratri/garbaTool/:stepId', { pageView: 'garba video page' }),
        manifestRoute('/cmp'),
      ],
    };
    renderWithStore(
      <>
        <Link to="/navratri/garbaTool/2">Step 2</Link>
        <Link to="/cmp">Campaigns</Link>
        <PageViewTracker remotes={[festivals]} />
      </>,
      { store, route: '/Diwali' },
    );
    await userEvent.click(screen.getByRole('link', { name: 'Step 2' }));
    await userEvent.click(screen.getByRole('link', { name: 'Campaigns' }));
    expect(pageViews().map((entry) => [entry.page_path, entry.page_name])).toEqual([
      ['/Diwali', 'Diwali landing'],
      ['/navratri/garbaTool/2', 'garba video page'],
      ['/cmp', undefined],
    ]);
  });
});
