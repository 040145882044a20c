import {
  demoLead,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { challenge, program, programRunningAt } from '../testing/fixtures';
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
    server.answer('GET /api/lead/program/get/61', json(programRunningAt(new Date())));
    server.answer(
      'GET /api/lead/lead/getleadattendance',
      json({ challenge_id: 61, total_attendance: 0, total_attended_days: 0, sessions: [] }),
    );
    server.answer(
      'GET /api/subscription/free-member/attendance/asha-x',
      json({ total_attendance: 0, total_attended_days: 0 }),
    );
    server.answer('GET /api/lead/lead/remind/7', json({ preferred_batch: 1, reminder: false }));
    server.answer(
      'GET /api/lead/lead/getshortlink',
      json({ code: 'c', path: '/s/c', channel: 'whatsapp_status' }),
    );
    renderWithStore(<ChallengeApp />, {
      route: '/live',
      lead: { ...demoLead, active_challenge_id: 61 },
    });
    expect(await screen.findByText('Day 4 of 14')).toBeInTheDocument();
    expect(server.callsTo('GET /api/subscription/free-member/active-challenge')).toEqual([]);
  });
});
