import {
  demoLead,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { challenge, program } from '../testing/fixtures';
import { ChallengeApp } from './challenge-app';

describe('ChallengeApp, a remote with two routes', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({
      'GET /api/subscription/free-member/active-challenge': json(challenge),
      'GET /api/lead/program/get/61': json(program),
    });
  });
  afterEach(() => server.restore());

  it('shows the card on / and the live sessions on a direct load of /live', async () => {
    renderWithStore(<ChallengeApp />, { route: '/live' });
    expect(await screen.findByRole('heading', { name: 'Live sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Hip openers')).toBeInTheDocument();
    expect(screen.queryByTestId('registration-count')).not.toBeInTheDocument();
  });

  it('moves from the card to the live sessions without loading the page again', async () => {
    renderWithStore(<ChallengeApp />, { route: '/' });
    expect(await screen.findByTestId('registration-count')).toHaveTextContent('1,234');
    expect(server.callsTo('GET /api/lead/program/get/61')).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'See the live sessions' }));
    expect(await screen.findByRole('heading', { name: 'Live sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Hip openers')).toBeInTheDocument();
  });

  it("shows a member their own challenge's sessions without asking for the country's", async () => {
    renderWithStore(<ChallengeApp />, {
      route: '/live',
      lead: { ...demoLead, active_challenge_id: 61 },
    });
    expect(await screen.findByText('Hip openers')).toBeInTheDocument();
    expect(server.callsTo('GET /api/subscription/free-member/active-challenge')).toEqual([]);
  });
});
