import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Feedback, MyFeedback } from '@yoga/shared/models';
import {
  demoLead,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  inTestLanguage,
  type FetchStub,
} from '@yoga/shared/testing';
import { ChallengeApp } from '../challenge-app';

const MINE = 'GET /api/lead/lead/feedback';
const SAVE = 'PUT /api/lead/lead/feedback';

const given: Feedback = {
  challenge_id: 61,
  rating: 4,
  benefits: ['sleep', 'calm'],
  comment: 'नींद बहुत अच्छी आने लगी',
  created_at: '2026-11-27T04:00:00.000Z',
  updated_at: '2026-11-27T04:00:00.000Z',
};

const mine = (fields: Partial<MyFeedback> = {}): MyFeedback => ({
  challenge_id: 61,
  window: { state: 'open', closes_on: '2026-11-28' },
  feedback: null,
  ...fields,
});

describe('/feedback', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({ [MINE]: json(mine()) });
  });
  afterEach(() => server.restore());

  const open = () => renderWithStore(<ChallengeApp />, { route: '/feedback', lead: demoLead });

  it('asks for a rating before sending, then sends the rating, the changes and the words', async () => {
    open();
    const send = await screen.findByRole('button', { name: 'Send feedback' });
    fireEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a rating from 1 to 5.',
    );
    expect(server.callsTo(SAVE)).toEqual([]);

    server.answer(SAVE, json({ ...given, rating: 5, benefits: ['energy'], comment: 'Great' }));
    fireEvent.click(screen.getByRole('radio', { name: '5: Excellent' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have more energy' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Anything else/ }), {
      target: { value: '  Great\n\nclasses  ' },
    });
    fireEvent.click(send);
    await screen.findByText(
      /^Thank you! Your feedback is saved\. You can change it until .*28 Nov 2026\.$/,
    );
    expect(await server.callsTo(SAVE)[0]!.request.json()).toEqual({
      rating: 5,
      benefits: ['energy'],
      comment: 'Great classes',
    });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeVisible();
  });

  it('starts from the feedback given before, to change it while the phase is open', async () => {
    server.answer(MINE, json(mine({ feedback: given })));
    open();
    expect(await screen.findByRole('radio', { name: '4: Very good' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I sleep better' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I have more energy' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /Anything else/ })).toHaveValue(given.comment);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeVisible();
  });

  it('words a refusal from the server, the phase having closed meanwhile', async () => {
    open();
    server.answer(
      SAVE,
      json({ code: 'feedback_closed', message: 'Feedback for this challenge has closed.' }, 409),
    );
    fireEvent.click(await screen.findByRole('radio', { name: '3: Good' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not open/);
  });

  it('says when feedback opens before the last day, with the way to the sessions', async () => {
    server.answer(MINE, json(mine({ window: { state: 'not_yet', opens_on: '2026-12-07' } })));
    open();
    expect(
      await screen.findByText(
        /^We will ask how it went on .*7 Dec 2026\. Until then, keep practising!$/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your sessions' })).toHaveAttribute(
      'href',
      '/live',
    );
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('offers a retry when the feedback cannot be read', async () => {
    server.answer(MINE, json({ code: 'internal', message: 'x' }, 503));
    open();
    expect(
      await screen.findByText('We could not load your feedback. Please try again.'),
    ).toBeVisible();
    server.answer(MINE, json(mine()));
    fireEvent.click(screen.getByRole('button', { name: /Try again/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send feedback' })).toBeVisible(),
    );
  });

  it('asks a visitor to sign in', async () => {
    renderWithStore(<ChallengeApp />, { route: '/feedback' });
    expect(
      await screen.findByRole('heading', { name: 'Tell us how your challenge went' }),
    ).toBeVisible();
    expect(server.callsTo(MINE)).toEqual([]);
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('thanks the member once it has closed, with the rating they gave', async () => {
      server.answer(MINE, json(mine({ window: { state: 'closed' }, feedback: given })));
      open();
      expect(await screen.findByText('इस चैलेंज पर राय देने का समय ख़त्म हो गया')).toBeVisible();
      expect(screen.getByText('आपने इसे 5 में से 4 दिए। बताने के लिए धन्यवाद!')).toBeVisible();
    });
  });
});
