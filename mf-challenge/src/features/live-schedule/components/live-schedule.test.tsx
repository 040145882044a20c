import {
  inTestLanguage,
  jsonResponse as json,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { program } from '../../../testing/fixtures';
import { LiveSchedule } from './live-schedule';

const PROGRAM = 'GET /api/lead/program/get/61';

describe('LiveSchedule', () => {
  let server: FetchStub;
  beforeEach(() => {
    server = stubFetch({ [PROGRAM]: json(program) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers({
      now: new Date('2026-11-22T01:05:00Z'),
      doNotFake: ['queueMicrotask', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => {
    server.restore();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows a loading state, then each day with what is done, live now and next', async () => {
    renderWithStore(<LiveSchedule challengeId={61} now={new Date()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the live sessions…');
    expect(
      await screen.findByRole('heading', { name: 'Winter 14-Day Yoga Challenge' }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Day 1Sun salutations.*Held$/),
      expect.stringMatching(/^Day 2Hip openers.*Live now$/),
      expect.stringMatching(/^Day 3Balance.*Next$/),
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'time');
  });

  it('offers a retry when the sessions cannot be loaded', async () => {
    server.answer(PROGRAM, json({ statusCode: 500, error: 'x', message: 'x' }, 500));
    renderWithStore(<LiveSchedule challengeId={61} now={new Date()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the live sessions',
    );
    server.answer(PROGRAM, json(program));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hip openers')).toBeInTheDocument();
  });

  describe('on a device in India that reports the old zone id', () => {
    beforeEach(() => {
      // The fake timers replace Intl too, whose stand-in would not answer the device's zone below;
      // these tests read titles and the zone's name, not which day is live.
      jest.useRealTimers();
      const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
      jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
        this: Intl.DateTimeFormat,
      ) {
        return { ...resolved.call(this), timeZone: 'Asia/Calcutta' };
      });
    });

    it('names the zone IST, never its id', async () => {
      renderWithStore(<LiveSchedule challengeId={61} now={new Date()} />);
      expect(await screen.findByText('Times are in your time zone (IST).')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent(/Asia\/|Calcutta|Kolkata/);
    });

    describe('in Hindi', () => {
      inTestLanguage('hi');

      it('shows the challenge and every session title in Hindi, and the zone in words', async () => {
        renderWithStore(<LiveSchedule challengeId={61} now={new Date()} />);
        expect(
          await screen.findByRole('heading', { name: 'शीतकालीन 14 दिवसीय योग चैलेंज' }),
        ).toBeInTheDocument();
        const rows = within(screen.getByRole('list')).getAllByRole('listitem');
        expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
          'सूर्य नमस्कार',
          'कूल्हे खोलने वाले आसन',
          'संतुलन',
        ]);
        expect(screen.getByText(/भारतीय समय/)).toBeInTheDocument();
        expect(document.body).not.toHaveTextContent(/Asia\/|Calcutta|Kolkata|IST/);
      });

      it('shows the English title of a session ops have not written in Hindi yet', async () => {
        const sessions = program.sessions.map((session, index) =>
          index === 0 ? { ...session, title_hi: null } : session,
        );
        server.answer(PROGRAM, json({ ...program, sessions }));
        renderWithStore(<LiveSchedule challengeId={61} now={new Date()} />);
        expect(await screen.findByText('Sun salutations')).toBeInTheDocument();
        expect(screen.getByText('संतुलन')).toBeInTheDocument();
      });
    });
  });

  it('says so when the sessions are not scheduled yet', async () => {
    server.answer(PROGRAM, json({ ...program, sessions: [] }));
    renderWithStore(<LiveSchedule challengeId={61} now={new Date()} />);
    expect(await screen.findByText(/not scheduled yet/)).toBeInTheDocument();
  });
});
