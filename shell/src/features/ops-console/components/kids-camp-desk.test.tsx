import { clearOpsSession } from '@yoga/shared/host';
import {
  inTestLanguage,
  jsonResponse as json,
  problemBody,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openConsoleAs } from '../testing/open-console';

const CAMPS = 'GET /api/lead/kidscamp/ops/camps';
const PUT_SUMMER = 'PUT /api/lead/kidscamp/ops/camps/summer-kids-camp';
const PUT_NEW = 'PUT /api/lead/kidscamp/ops/camps/winter-kids-camp-2027';
const SUMMER_LOG = 'GET /api/lead/kidscamp/ops/camps/summer-kids-camp/events';
const SPRING_LOG = 'GET /api/lead/kidscamp/ops/camps/spring-kids-camp/events';

const MORNING = {
  id: 'morning',
  starts_at: '07:30',
  ends_at: '08:00',
  label: 'Morning',
  label_hi: 'सुबह',
};
const EVENING = {
  id: 'evening',
  starts_at: '17:30',
  ends_at: '18:00',
  label: 'Evening',
  label_hi: 'शाम',
};
const MOUNTAIN = {
  name: 'Mountain pose',
  name_hi: 'ताड़ासन',
  line: 'Stand tall like a mountain.',
  line_hi: 'पहाड़ की तरह सीधे खड़े हो जाओ।',
};
const TREE = {
  name: 'Tree pose',
  name_hi: 'वृक्षासन',
  line: 'Grow your branches up.',
  line_hi: 'हाथों की डालियाँ ऊपर फैलाओ।',
};

/** What ops write of a camp, as the API keeps it in a camp's body. */
const SUMMER_TEXTS = {
  title: 'Summer Kids Camp',
  title_hi: 'गर्मियों का किड्स कैंप',
  summary: 'Ten mornings of playful yoga.',
  summary_hi: 'दस सुबह का खेल-खेल में योग।',
  batches: [MORNING, EVENING],
  poses: [MOUNTAIN, TREE],
};

const camp = (slug: string, overrides: object = {}) => ({
  slug,
  ...SUMMER_TEXTS,
  starts_on: '2027-05-10',
  ends_on: '2027-05-19',
  phase: 'upcoming',
  consent: { version: 'kids-camp-consent/1', text: 'I agree.', text_hi: 'मैं सहमत हूँ।' },
  ages: { min: 5, max: 14 },
  ...overrides,
});

const SUMMER = camp('summer-kids-camp');
const SPRING = camp('spring-kids-camp', {
  title: 'Spring Kids Camp',
  title_hi: 'वसंत का किड्स कैंप',
  starts_on: '2026-03-02',
  ends_on: '2026-03-06',
  phase: 'ended',
  batches: [MORNING],
  poses: [TREE],
});

const bodyOf = async (server: FetchStub, route: string, call = 0) =>
  server.callsTo(route)[call]?.request.clone().json();

let server: FetchStub;

const openKidsCamp = () => openConsoleAs(server, ['content'], 'kids-camp');

describe('the kids camp screen', () => {
  beforeEach(() => {
    server = stubFetch({ [CAMPS]: json({ camps: [SUMMER, SPRING] }) });
  });
  afterEach(() => {
    server.restore();
    cleanup();
    clearOpsSession();
  });

  it('lists every camp with its phase, India days, batches and poses, and reads no log', async () => {
    openKidsCamp();
    expect(await screen.findByText('Summer Kids Camp')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Kids camp', selected: true })).toBeInTheDocument();
    const summer = screen.getByText('Summer Kids Camp').closest('li');
    const spring = screen.getByText('Spring Kids Camp').closest('li');
    expect(within(summer!).getByText('To come')).toBeInTheDocument();
    expect(within(summer!).getByText('Address name: summer-kids-camp')).toBeInTheDocument();
    expect(within(summer!).getByText('10 May 2027 to 19 May 2027 (India)')).toBeInTheDocument();
    expect(within(summer!).getByText('2 batches · 2 poses')).toBeInTheDocument();
    expect(
      within(summer!).getByText('Morning: 07:30–08:00 (India) · id morning'),
    ).toBeInTheDocument();
    expect(
      within(summer!).getByText('Evening: 17:30–18:00 (India) · id evening'),
    ).toBeInTheDocument();
    expect(within(spring!).getByText('Past')).toBeInTheDocument();
    expect(within(spring!).getByText('1 batch · 1 pose')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Summer Kids Camp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Spring Kids Camp' })).toBeInTheDocument();
    expect(server.callsTo(CAMPS)[0]?.request.headers.get('authorization')).toBe('Bearer ops.token');
    expect(server.callsTo(SUMMER_LOG)).toHaveLength(0);
    expect(server.callsTo(SPRING_LOG)).toHaveLength(0);
  });

  it('adds a camp under a new address name with every text in both languages', async () => {
    const winter = camp('winter-kids-camp-2027', { title: 'Winter Kids Camp' });
    server.answer(PUT_NEW, json(winter, 201));
    openKidsCamp();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a camp' }));
    const form = screen.getByRole('form', { name: 'A new camp' });
    const type = (label: string, text: string) =>
      userEvent.type(within(form).getByLabelText(label), text);
    await type('Address name', 'winter-kids-camp-2027');
    await type('Title in English', 'Winter Kids Camp');
    await type('Title in Hindi', 'सर्दियों का किड्स कैंप');
    await type('Summary in English', 'Warm up with yoga.');
    await type('Summary in Hindi', 'योग से गर्माहट पाइए।');
    await type('First day (India)', '2027-12-20');
    await type('Last day (India, included)', '2027-12-24');
    await type('Batch 1: id', 'morning');
    await type('Batch 1: starts at', '08:00');
    await type('Batch 1: ends at', '08:30');
    await type('Batch 1: name in English', 'Morning');
    await type('Batch 1: name in Hindi', 'सुबह');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a batch' }));
    await type('Batch 2: id', 'late-morning');
    await type('Batch 2: starts at', '10:00');
    await type('Batch 2: ends at', '10:30');
    await type('Batch 2: name in English', ' Late morning ');
    await type('Batch 2: name in Hindi', 'देर सुबह');
    await type('Pose 1 in English', 'Cat pose');
    await type('Pose 1 in Hindi', 'मार्जरी आसन');
    await type('Pose 1: how to do it, in English', 'Arch your back like a cat.');
    await type('Pose 1: how to do it, in Hindi', 'बिल्ली की तरह पीठ ऊपर उठाओ।');
    await type('Reason (kept in the change log)', 'Winter camp announced');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the camp' }));
    await waitFor(() => expect(server.callsTo(PUT_NEW)).toHaveLength(1));
    expect(await bodyOf(server, PUT_NEW)).toEqual({
      title: 'Winter Kids Camp',
      title_hi: 'सर्दियों का किड्स कैंप',
      summary: 'Warm up with yoga.',
      summary_hi: 'योग से गर्माहट पाइए।',
      starts_on: '2027-12-20',
      ends_on: '2027-12-24',
      batches: [
        { id: 'morning', starts_at: '08:00', ends_at: '08:30', label: 'Morning', label_hi: 'सुबह' },
        {
          id: 'late-morning',
          starts_at: '10:00',
          ends_at: '10:30',
          label: 'Late morning',
          label_hi: 'देर सुबह',
        },
      ],
      poses: [
        {
          name: 'Cat pose',
          name_hi: 'मार्जरी आसन',
          line: 'Arch your back like a cat.',
          line_hi: 'बिल्ली की तरह पीठ ऊपर उठाओ।',
        },
      ],
      reason: 'Winter camp announced',
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'A new camp' })).not.toBeInTheDocument(),
    );
    // The list is asked again, with the new camp in it.
    await waitFor(() => expect(server.callsTo(CAMPS)).toHaveLength(2));
  });

  it('refuses an address name a camp already has, and sends nothing', async () => {
    openKidsCamp();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a camp' }));
    const form = screen.getByRole('form', { name: 'A new camp' });
    const slug = within(form).getByLabelText('Address name');
    await userEvent.type(slug, 'spring-kids-camp');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the camp' }));
    // Saving would replace the camp of that name: the form says so and sends nothing.
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('A camp already has this address name.'),
    );
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.type(slug, '-2');
    expect(slug).not.toHaveAttribute('aria-invalid');
  });

  it("edits a camp whole and shows the API's problems beside the fields they name", async () => {
    server.answer(PUT_SUMMER, [
      json(
        problemBody(
          400,
          'invalid_input',
          'Invalid batches.0.ends_at: must match pattern',
          'batches.0.ends_at',
        ),
        400,
      ),
      json(problemBody(400, 'invalid_input', 'ends_on is before starts_on.', 'ends_on'), 400),
      json(problemBody(400, 'invalid_input', 'A batch ends before it starts.', 'batches'), 400),
      json(problemBody(400, 'invalid_input', 'body must be object', 'body'), 400),
      json({ ...SUMMER, poses: [TREE], title: 'Summer Yoga Camp' }),
    ]);
    openKidsCamp();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Summer Kids Camp' }));
    const form = screen.getByRole('form', { name: 'Changing Summer Kids Camp' });
    // Its address name never changes, so the form does not ask for it.
    expect(within(form).queryByLabelText('Address name')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('First day (India)')).toHaveValue('2027-05-10');
    expect(within(form).getByLabelText('Batch 2: starts at')).toHaveValue('17:30');
    expect(within(form).getByLabelText('Pose 2: how to do it, in Hindi')).toHaveValue(TREE.line_hi);
    const title = within(form).getByLabelText('Title in English');
    await userEvent.clear(title);
    await userEvent.type(title, 'Summer Yoga Camp');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove pose 1' }));
    await userEvent.type(
      within(form).getByLabelText('Reason (kept in the change log)'),
      'Yoga in the title',
    );
    const save = within(form).getByRole('button', { name: 'Save the camp' });

    await userEvent.click(save);
    const firstEnd = within(form).getByLabelText('Batch 1: ends at');
    await waitFor(() => expect(firstEnd).toHaveAttribute('aria-invalid', 'true'));
    expect(firstEnd).toHaveAccessibleDescription('Please check what you entered and try again.');
    expect(within(form).getByLabelText('Batch 2: ends at')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(save);
    const lastDay = within(form).getByLabelText('Last day (India, included)');
    await waitFor(() => expect(lastDay).toHaveAttribute('aria-invalid', 'true'));
    expect(firstEnd).not.toHaveAttribute('aria-invalid');

    // A problem with the batches as a whole shows under them.
    await userEvent.click(save);
    const batches = within(form).getByRole('group', { name: 'Batches (India times)' });
    await waitFor(() =>
      expect(
        within(batches).getByText('Please check what you entered and try again.'),
      ).toBeInTheDocument(),
    );
    expect(lastDay).not.toHaveAttribute('aria-invalid');

    // One that names no field of the form shows for the whole form.
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(batches).queryByText(/Please check/)).not.toBeInTheDocument(),
    );
    expect(
      within(form).getByText('Please check what you entered and try again.'),
    ).toBeInTheDocument();
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    await userEvent.click(save);
    await waitFor(() => expect(server.callsTo(PUT_SUMMER)).toHaveLength(5));
    expect(await bodyOf(server, PUT_SUMMER, 4)).toEqual({
      ...SUMMER_TEXTS,
      title: 'Summer Yoga Camp',
      starts_on: '2027-05-10',
      ends_on: '2027-05-19',
      poses: [TREE],
      reason: 'Yoga in the title',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Changing Summer Kids Camp' }),
      ).not.toBeInTheDocument(),
    );
  });

  it("fetches a camp's change log only when opened: who, when, why and what changed", async () => {
    const row = (body: object, starts_on = '2027-05-10') => ({
      slug: 'summer-kids-camp',
      starts_on,
      ends_on: '2027-05-19',
      body,
    });
    server.answer(
      SUMMER_LOG,
      json({
        events: [
          {
            action: 'created',
            actor: 'ops',
            reason: 'Demo camp',
            at: '2027-03-01T04:30:00.000Z',
            before: null,
            after: row(SUMMER_TEXTS, '2027-05-03'),
          },
          {
            action: 'edited',
            actor: 'ops:4',
            reason: 'A week later',
            at: '2027-03-02T05:00:00.000Z',
            before: row(SUMMER_TEXTS, '2027-05-03'),
            after: row({ ...SUMMER_TEXTS, batches: [MORNING] }),
          },
        ],
      }),
    );
    openKidsCamp();
    const summary = await screen.findByText('Changes to Summer Kids Camp');
    expect(server.callsTo(SUMMER_LOG)).toHaveLength(0);
    await userEvent.click(summary);
    // Newest first; the signed-in person's own name is known.
    expect(
      await screen.findByText('2 Mar 2027, 10:30 am: changed by Kavita Ops: A week later'),
    ).toBeInTheDocument();
    // The texts, batches and poses sit in the logged row's body: they are named too.
    expect(
      screen.getByText('Changed: First day (India), Batches (India times)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('1 Mar 2027, 10:00 am: created by a script: Demo camp'),
    ).toBeInTheDocument();
    expect(server.callsTo(SPRING_LOG)).toHaveLength(0);
  });

  it('says when there is no camp yet, and offers to try again when the list fails', async () => {
    server.answer(CAMPS, [
      json(problemBody(500, 'server_error', 'Down.'), 500),
      json({ camps: [] }),
    ]);
    openKidsCamp();
    expect(await screen.findByText('The camps could not be loaded.')).toBeInTheDocument();
    // Until the list is read, a new address name cannot be told from one in use.
    expect(screen.queryByRole('button', { name: 'Add a camp' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no kids camp yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a camp' })).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('shows the camps in Hindi: titles, phases, days and batch names', async () => {
      openKidsCamp();
      expect(await screen.findByText('गर्मियों का किड्स कैंप')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'किड्स कैंप' })).toBeInTheDocument();
      expect(screen.getByText('आने वाला')).toBeInTheDocument();
      expect(screen.getByText('बीत चुका')).toBeInTheDocument();
      expect(screen.getByText('10 मई 2027 से 19 मई 2027 तक (भारत)')).toBeInTheDocument();
      expect(screen.getByText('2 बैच · 2 आसन')).toBeInTheDocument();
      expect(screen.getByText('शाम: 17:30–18:00 (भारत) · आईडी evening')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'गर्मियों का किड्स कैंप बदलें' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'कैंप जोड़ें' }));
      const form = screen.getByRole('form', { name: 'नया कैंप' });
      expect(within(form).getByLabelText('बैच 1: शुरू होने का समय')).toBeInTheDocument();
      expect(within(form).getByLabelText('आसन 1: कैसे करें, हिंदी में')).toBeInTheDocument();
    });
  });
});
