import {
  inTestLanguage,
  jsonResponse as json,
  problemBody,
  renderWithStore,
  stubFetch,
  type FetchStub,
} from '@yoga/shared/testing';
import { clearOpsSession, saveOpsSession } from '@yoga/shared/host';
import type { OpsPerson } from '@yoga/shared/schemas';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpsConsolePage } from './ops-console-page';

const ME = 'GET /api/auth/ops/v1/me';
const CAMPAIGNS = 'GET /api/festival/ops/campaigns';
const CREATE = 'POST /api/festival/ops/campaigns';
const UPDATE = 'PUT /api/festival/ops/campaigns/diwali-2026';
const END = 'POST /api/festival/ops/campaigns/diwali-2026/end';
const CAMPAIGN_LOG = 'GET /api/festival/ops/campaigns/diwali-2026/events';
const RECIPES = 'GET /api/festival/ops/recipes';
const PUT_RECIPE = 'PUT /api/festival/ops/recipes/baked-shakarpara';
const NEW_RECIPE = 'PUT /api/festival/ops/recipes/til-laddoo';
const RECIPE_LOG = 'GET /api/festival/ops/recipes/baked-shakarpara/events';
const STEPS = 'GET /api/festival/ops/garba/steps';
const PUT_STEP = 'PUT /api/festival/ops/garba/steps/1';
const STEP_LOG = 'GET /api/festival/ops/garba/steps/1/events';

const kavita: OpsPerson = {
  id: 7,
  phone_number: '+919800000007',
  name: 'Kavita Content',
  roles: ['content'],
  created_at: '2026-09-01T05:00:00.000Z',
  updated_at: '2026-09-01T05:00:00.000Z',
};

const campaign = (event: string, overrides: object = {}) => ({
  event,
  occasion: 'diwali',
  title: 'Diwali with Yoga',
  title_hi: 'योग के साथ दिवाली',
  summary: 'Light a diya, keep your practice.',
  summary_hi: 'दीया जलाइए, अभ्यास जारी रखिए।',
  starts_on: '2026-10-20',
  ends_on: '2026-11-05',
  festival_on: '2026-11-08',
  phase: 'running',
  featured: true,
  templates: ['diya-glow'],
  pledge: 'I will practise every morning.',
  pledge_hi: 'मैं हर सुबह अभ्यास करूँगा।',
  pledges: 120,
  ...overrides,
});

const DIWALI = campaign('diwali-2026');
const GANESH = campaign('ganesh-2027', {
  occasion: 'ganesh-chaturthi',
  title: 'Ganesh Chaturthi Calm',
  title_hi: 'गणेश चतुर्थी की शांति',
  starts_on: '2027-09-01',
  ends_on: '2027-09-10',
  festival_on: null,
  phase: 'upcoming',
  featured: false,
  pledge: null,
  pledge_hi: null,
  pledges: 0,
});
const FESTIVE = campaign('festive-2025', {
  occasion: 'festive',
  title: 'Festive Season 2025',
  title_hi: 'त्योहारों का मौसम 2025',
  starts_on: '2025-10-01',
  ends_on: '2025-11-15',
  festival_on: null,
  phase: 'ended',
  featured: false,
  pledges: 35,
});

const SHAKARPARA = {
  slug: 'baked-shakarpara',
  title: 'Baked shakarpara',
  title_hi: 'बेक्ड शक्करपारे',
  summary: 'Crisp, sweet and baked, not fried.',
  summary_hi: 'कुरकुरे, मीठे और तले नहीं, बेक किए हुए।',
  servings: 4,
  minutes: 40,
  ingredients: [
    { name: 'Whole-wheat flour', name_hi: 'गेहूँ का आटा', quantity: 200, unit: 'g' },
    { name: 'Jaggery', name_hi: 'गुड़', quantity: 80, unit: 'g' },
  ],
  steps: [
    { text: 'Knead a stiff dough.', text_hi: 'सख़्त आटा गूँध लें।', timer_seconds: null },
    { text: 'Bake until golden.', text_hi: 'सुनहरा होने तक बेक करें।', timer_seconds: 900 },
  ],
  position: 1,
  published: true,
};

const STEP_ONE = {
  step: 1,
  title: 'Two-clap basic',
  title_hi: 'दो ताली वाला बुनियादी स्टेप',
  instructions: 'Step right and clap.\nStep left and clap.',
  instructions_hi: 'दाएँ कदम रखें और ताली बजाएँ।\nबाएँ कदम रखें और ताली बजाएँ।',
  counts: 8,
  bpm: 100,
  video: null,
  video_url: null,
};

const bodyOf = async (server: FetchStub, route: string) =>
  server.callsTo(route)[0]?.request.clone().json();

/** Opens the console on this screen as Kavita, signed in already. */
function openFestivals() {
  saveOpsSession({ accessToken: 'ops.token', expiresIn: 28_800, person: kavita });
  renderWithStore(<OpsConsolePage />, { route: '/ops?section=festivals' });
}

let server: FetchStub;

describe('the campaigns and festival content screen', () => {
  beforeEach(() => {
    server = stubFetch({
      [ME]: json(kavita),
      [CAMPAIGNS]: json({ campaigns: [GANESH, DIWALI, FESTIVE] }),
    });
  });
  afterEach(() => {
    server.restore();
    cleanup();
    clearOpsSession();
  });

  it('lists campaigns running, to come and past with their days in India, and reads nothing else', async () => {
    openFestivals();
    expect(await screen.findByRole('heading', { name: 'Running now (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'To come (1)' })).toBeInTheDocument();
    expect(screen.getByText('Past (1)')).toBeInTheDocument();
    expect(
      screen.getByText('20 Oct 2026 to 5 Nov 2026 (India) · festival day 8 Nov 2026'),
    ).toBeInTheDocument();
    expect(screen.getByText('/cmp/diwali-2026 · Diwali')).toBeInTheDocument();
    expect(screen.getByText('120 pledges taken')).toBeInTheDocument();
    expect(screen.getByText('No pledge')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End Diwali with Yoga now' })).toBeInTheDocument();
    // A past campaign cannot end again.
    expect(
      screen.queryByRole('button', { name: 'End Festive Season 2025 now' }),
    ).not.toBeInTheDocument();
    expect(server.callsTo(CAMPAIGNS)[0]?.request.headers.get('authorization')).toBe(
      'Bearer ops.token',
    );
    expect(server.callsTo(RECIPES)).toHaveLength(0);
    expect(server.callsTo(STEPS)).toHaveLength(0);
    expect(server.callsTo(CAMPAIGN_LOG)).toHaveLength(0);
  });

  it('creates a campaign with every text in both languages and its India days', async () => {
    server.answer(CREATE, json(campaign('navratri-2026', { occasion: 'navratri' }), 201));
    openFestivals();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a campaign' }));
    const form = screen.getByRole('form', { name: 'A new campaign' });
    const type = (label: string, text: string) =>
      userEvent.type(within(form).getByLabelText(label), text);
    await type('Event name (its page address)', 'navratri-2026');
    await userEvent.selectOptions(within(form).getByLabelText('Occasion'), 'navratri');
    await type('Title in English', 'Navratri Garba Nights');
    await type('Title in Hindi', 'नवरात्रि गरबा की रातें');
    await type('Summary in English', 'Dance and breathe.');
    await type('Summary in Hindi', 'नाचिए और साँस लीजिए।');
    await type('First day (India)', '2026-10-10');
    await type('Last day (India, included)', '2026-10-19');
    await userEvent.click(within(form).getByLabelText('Diya glow'));
    await userEvent.click(within(form).getByLabelText('Marigold frame'));
    await type('Reason (kept in the change log)', 'Navratri launch');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the campaign' }));
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(await bodyOf(server, CREATE)).toEqual({
      event: 'navratri-2026',
      occasion: 'navratri',
      title: 'Navratri Garba Nights',
      title_hi: 'नवरात्रि गरबा की रातें',
      summary: 'Dance and breathe.',
      summary_hi: 'नाचिए और साँस लीजिए।',
      starts_on: '2026-10-10',
      ends_on: '2026-10-19',
      festival_on: null,
      featured: false,
      templates: ['diya-glow', 'marigold-frame'],
      pledge: null,
      pledge_hi: null,
      reason: 'Navratri launch',
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'A new campaign' })).not.toBeInTheDocument(),
    );
    // The list is asked again, with the new campaign in it.
    await waitFor(() => expect(server.callsTo(CAMPAIGNS)).toHaveLength(2));
  });

  it("shows the API's problem beside the field it names, and a taken event beside the event", async () => {
    server.answer(CREATE, [
      json(
        problemBody(400, 'invalid_input', 'ends_on must not be before starts_on.', 'ends_on'),
        400,
      ),
      json(
        problemBody(409, 'campaign_exists', 'A campaign with this event already exists.', 'event'),
        409,
      ),
    ]);
    openFestivals();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a campaign' }));
    const form = screen.getByRole('form', { name: 'A new campaign' });
    await userEvent.type(
      within(form).getByLabelText('Event name (its page address)'),
      'diwali-2026',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save the campaign' }));
    const lastDay = within(form).getByLabelText('Last day (India, included)');
    await waitFor(() => expect(lastDay).toHaveAttribute('aria-invalid', 'true'));
    expect(lastDay).toHaveAccessibleDescription('Please check what you entered and try again.');
    expect(within(form).getByLabelText('First day (India)')).not.toHaveAttribute('aria-invalid');

    await userEvent.click(within(form).getByRole('button', { name: 'Save the campaign' }));
    const event = within(form).getByLabelText('Event name (its page address)');
    await waitFor(() => expect(event).toHaveAttribute('aria-invalid', 'true'));
    expect(event).toHaveAccessibleDescription(
      expect.stringContaining('A campaign with this event name already exists.'),
    );
    expect(lastDay).not.toHaveAttribute('aria-invalid');
  });

  it('changes a campaign, then ends it early with the reason its log keeps', async () => {
    const ended = { ...DIWALI, ends_on: '2026-10-30', phase: 'ended' };
    server.answer(UPDATE, json({ ...DIWALI, title: 'Diwali, Gently' }));
    server.answer(END, json(ended));
    openFestivals();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Diwali with Yoga' }));
    const form = screen.getByRole('form', { name: 'Changing Diwali with Yoga' });
    // Its event never changes, so the form does not ask for it.
    expect(within(form).queryByLabelText('Event name (its page address)')).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Festival day (India, if any)')).toHaveValue('2026-11-08');
    await userEvent.clear(within(form).getByLabelText('Title in English'));
    await userEvent.type(within(form).getByLabelText('Title in English'), 'Diwali, Gently');
    await userEvent.type(
      within(form).getByLabelText('Reason (kept in the change log)'),
      'Softer title',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save the campaign' }));
    await waitFor(() => expect(server.callsTo(UPDATE)).toHaveLength(1));
    expect(await bodyOf(server, UPDATE)).toEqual({
      occasion: 'diwali',
      title: 'Diwali, Gently',
      title_hi: 'योग के साथ दिवाली',
      summary: 'Light a diya, keep your practice.',
      summary_hi: 'दीया जलाइए, अभ्यास जारी रखिए।',
      starts_on: '2026-10-20',
      ends_on: '2026-11-05',
      festival_on: '2026-11-08',
      featured: true,
      templates: ['diya-glow'],
      pledge: 'I will practise every morning.',
      pledge_hi: 'मैं हर सुबह अभ्यास करूँगा।',
      reason: 'Softer title',
    });

    server.answer(CAMPAIGNS, json({ campaigns: [GANESH, ended, FESTIVE] }));
    await userEvent.click(await screen.findByRole('button', { name: 'End Diwali with Yoga now' }));
    expect(
      screen.getByText("It leaves members' pages at once: its last day becomes yesterday (India)."),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('Why Diwali with Yoga ends early (kept in the change log)'),
      'Sponsor withdrew',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, end Diwali with Yoga' }));
    await waitFor(() => expect(server.callsTo(END)).toHaveLength(1));
    expect(await bodyOf(server, END)).toEqual({ reason: 'Sponsor withdrew' });
    expect(await screen.findByText('Past (2)')).toBeInTheDocument();
    expect(screen.queryByText('Running now (1)')).not.toBeInTheDocument();
  });

  it("shows a campaign's change log only when opened: who, when, why and what changed", async () => {
    server.answer(
      CAMPAIGN_LOG,
      json({
        events: [
          {
            action: 'created',
            actor: 'ops:9',
            reason: 'Diwali launch',
            at: '2026-09-20T04:30:00.000Z',
            before: null,
            after: { ...DIWALI, id: 3 },
          },
          {
            action: 'edited',
            actor: 'ops:7',
            reason: 'Dates moved',
            at: '2026-09-21T05:00:00.000Z',
            before: { ...DIWALI, id: 3, starts_on: '2026-10-18', pledges: 4 },
            after: { ...DIWALI, id: 3, pledges: 9 },
          },
        ],
      }),
    );
    openFestivals();
    const summary = await screen.findByText('Changes to Diwali with Yoga');
    expect(server.callsTo(CAMPAIGN_LOG)).toHaveLength(0);
    await userEvent.click(summary);
    // Newest first; Kavita is the signed-in person, so her name is known.
    expect(
      await screen.findByText('21 Sept 2026, 10:30 am: changed by Kavita Content: Dates moved'),
    ).toBeInTheDocument();
    // The count of pledges moved too, but it is not something ops write.
    expect(screen.getByText('Changed: First day (India)')).toBeInTheDocument();
    expect(
      screen.getByText('20 Sept 2026, 10:00 am: created by ops person 9: Diwali launch'),
    ).toBeInTheDocument();
  });

  it('edits a recipe whole, its ingredients and steps included, and names a bad row', async () => {
    server.answer(RECIPES, json({ recipes: [SHAKARPARA] }));
    server.answer(PUT_RECIPE, [
      json(
        problemBody(
          400,
          'invalid_input',
          'Invalid ingredients.2.quantity',
          'ingredients.2.quantity',
        ),
        400,
      ),
      json({ ...SHAKARPARA, servings: 6 }),
    ]);
    openFestivals();
    await userEvent.click(await screen.findByLabelText('Recipes'));
    expect(await screen.findByText('Baked shakarpara')).toBeInTheDocument();
    expect(screen.getByText('Shown')).toBeInTheDocument();
    expect(screen.getByText('Serves 4 · 40 minutes · 2 ingredients · 2 steps')).toBeInTheDocument();
    expect(server.callsTo(CAMPAIGNS)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Change Baked shakarpara' }));
    const form = screen.getByRole('form', { name: 'Changing Baked shakarpara' });
    await userEvent.clear(within(form).getByLabelText('Servings'));
    await userEvent.type(within(form).getByLabelText('Servings'), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Add an ingredient' }));
    await userEvent.type(within(form).getByLabelText('Ingredient 3 in English'), 'Ghee');
    await userEvent.type(within(form).getByLabelText('Ingredient 3 in Hindi'), 'घी');
    await userEvent.type(within(form).getByLabelText('Ingredient 3: quantity'), '2');
    await userEvent.selectOptions(within(form).getByLabelText('Ingredient 3: unit'), 'tbsp');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove step 1' }));
    await userEvent.selectOptions(within(form).getByLabelText('Shown to members'), 'no');
    await userEvent.type(
      within(form).getByLabelText('Reason (kept in the change log)'),
      'Serves more',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save the recipe' }));
    const quantity = within(form).getByLabelText('Ingredient 3: quantity');
    await waitFor(() => expect(quantity).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText('Ingredient 2: quantity')).not.toHaveAttribute(
      'aria-invalid',
    );

    await userEvent.click(within(form).getByRole('button', { name: 'Save the recipe' }));
    await waitFor(() => expect(server.callsTo(PUT_RECIPE)).toHaveLength(2));
    expect(await server.callsTo(PUT_RECIPE)[1]?.request.clone().json()).toEqual({
      ...Object.fromEntries(
        Object.entries(SHAKARPARA).filter(([key]) => !['slug', 'position'].includes(key)),
      ),
      servings: 6,
      ingredients: [
        ...SHAKARPARA.ingredients,
        { name: 'Ghee', name_hi: 'घी', quantity: 2, unit: 'tbsp' },
      ],
      steps: [SHAKARPARA.steps[1]],
      position: 1,
      published: false,
      reason: 'Serves more',
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('form', { name: 'Changing Baked shakarpara' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('adds a recipe under a new name only, and shows its log', async () => {
    server.answer(RECIPES, json({ recipes: [SHAKARPARA] }));
    server.answer(NEW_RECIPE, json({ ...SHAKARPARA, slug: 'til-laddoo' }, 201));
    server.answer(
      RECIPE_LOG,
      json({
        events: [
          {
            action: 'created',
            actor: 'ops',
            reason: 'Demo recipes',
            at: '2026-09-20T04:30:00.000Z',
            before: null,
            after: SHAKARPARA,
          },
        ],
      }),
    );
    openFestivals();
    await userEvent.click(await screen.findByLabelText('Recipes'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add a recipe' }));
    const form = screen.getByRole('form', { name: 'A new recipe' });
    const slug = within(form).getByLabelText('Recipe name in its address');
    await userEvent.type(slug, 'baked-shakarpara');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the recipe' }));
    // Saving would replace the recipe of that name: the form says so and sends nothing.
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('already has this name'));
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(slug);
    await userEvent.type(slug, 'til-laddoo');
    expect(slug).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the recipe' }));
    await waitFor(() => expect(server.callsTo(NEW_RECIPE)).toHaveLength(1));

    await userEvent.click(screen.getByText('Changes to Baked shakarpara'));
    expect(
      await screen.findByText('20 Sept 2026, 10:00 am: created by a script: Demo recipes'),
    ).toBeInTheDocument();
  });

  it("lists the garba steps in order and changes a step's video", async () => {
    const withVideo = {
      ...STEP_ONE,
      video_url: 'https://youtu.be/abcDEF12_-3',
      video: { kind: 'youtube', src: 'https://www.youtube-nocookie.com/embed/abcDEF12_-3' },
    };
    server.answer(STEPS, [
      json({ steps: [STEP_ONE, { ...STEP_ONE, step: 2, title: 'Three-clap turn' }] }),
      json({ steps: [withVideo, { ...STEP_ONE, step: 2, title: 'Three-clap turn' }] }),
    ]);
    server.answer(PUT_STEP, json(withVideo));
    server.answer(STEP_LOG, json({ events: [] }));
    openFestivals();
    await userEvent.click(await screen.findByLabelText('Garba steps'));
    const steps = await screen.findAllByText(/^Step \d: /);
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1: Two-clap basic',
      'Step 2: Three-clap turn',
    ]);
    expect(screen.getAllByText('8 counts a round at 100 beats a minute')).toHaveLength(2);
    expect(screen.getAllByText('No video yet')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add step 3' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change step 1' }));
    const form = screen.getByRole('form', { name: 'Changing step 1' });
    await userEvent.type(within(form).getByLabelText('Video link'), 'https://youtu.be/abcDEF12_-3');
    await userEvent.type(
      within(form).getByLabelText('Reason (kept in the change log)'),
      'Video shot',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save the step' }));
    await waitFor(() => expect(server.callsTo(PUT_STEP)).toHaveLength(1));
    expect(await bodyOf(server, PUT_STEP)).toEqual({
      title: 'Two-clap basic',
      title_hi: 'दो ताली वाला बुनियादी स्टेप',
      instructions: 'Step right and clap.\nStep left and clap.',
      instructions_hi: 'दाएँ कदम रखें और ताली बजाएँ।\nबाएँ कदम रखें और ताली बजाएँ।',
      counts: 8,
      bpm: 100,
      video_url: 'https://youtu.be/abcDEF12_-3',
      reason: 'Video shot',
    });
    expect(await screen.findByRole('link', { name: 'Step 1 video' })).toHaveAttribute(
      'href',
      'https://youtu.be/abcDEF12_-3',
    );

    await userEvent.click(screen.getByText('Changes to Two-clap basic'));
    expect(await screen.findByText('No change yet.')).toBeInTheDocument();
  });

  it('says when a list is empty, and offers to try again when it fails', async () => {
    server.answer(CAMPAIGNS, json({ campaigns: [] }));
    server.answer(RECIPES, [
      json(problemBody(500, 'server_error', 'Down.'), 500),
      json({ recipes: [] }),
    ]);
    server.answer(STEPS, json({ steps: [] }));
    openFestivals();
    expect(await screen.findByText('There is no campaign yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Recipes'));
    expect(await screen.findByText('The recipes could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There is no recipe yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Garba steps'));
    expect(await screen.findByText('There is no garba step yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add step 1' })).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    inTestLanguage('hi');

    it('shows the campaigns in Hindi, titles and days included', async () => {
      openFestivals();
      expect(await screen.findByRole('heading', { name: 'अभी चल रहे (1)' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'कैंपेन' })).toBeInTheDocument();
      expect(screen.getByText('योग के साथ दिवाली')).toBeInTheDocument();
      expect(screen.getByText('120 संकल्प लिए गए')).toBeInTheDocument();
      expect(
        screen.getByText('20 अक्टू॰ 2026 से 5 नव॰ 2026 तक (भारत) · त्योहार 8 नव॰ 2026 को'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'योग के साथ दिवाली बदलें' })).toBeInTheDocument();
      expect(screen.getByLabelText('गरबा स्टेप')).toBeInTheDocument();
    });
  });
});
