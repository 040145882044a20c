import { DEMO_GARBA_STEPS, DEMO_RECIPES } from '../../demo/seed-demo-festival-content';
import { bearer, signIn, signInOps } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const OPS = bearer(TEST_OPS_TOKEN);

const YOUTUBE_LINK = 'https://youtu.be/abcDEF12_-3';
const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/abcDEF12_-3';
const FILE_LINK = 'https://media.example.org/garba/step.mp4';

const ingredient = {
  name: 'Full-fat milk',
  name_hi: 'फुल क्रीम दूध',
  quantity: 1,
  unit: 'l',
};

/** A whole recipe as ops send it, in both languages. */
const recipe = (overrides: object = {}) => ({
  title: 'Jaggery rice kheer',
  title_hi: 'गुड़ वाली चावल की खीर',
  summary: 'Slow-cooked kheer sweetened with jaggery at the end.',
  summary_hi: 'धीमी आँच पर पकी खीर, आख़िर में गुड़ से मीठी की हुई।',
  servings: 4,
  minutes: 60,
  ingredients: [
    ingredient,
    { ...ingredient, name: 'Jaggery', name_hi: 'गुड़', quantity: 80, unit: 'g' },
  ],
  steps: [
    {
      text: 'Simmer the milk and rice.',
      text_hi: 'दूध और चावल धीमी आँच पर पकाएँ।',
      timer_seconds: 2400,
    },
    { text: 'Stir in the jaggery off the heat.', text_hi: 'आँच से उतारकर गुड़ मिलाएँ।' },
  ],
  position: 5,
  reason: 'Kheer for Sharad Purnima',
  ...overrides,
});

/** A whole garba step as ops send it; instructions are one a line. */
const garbaStep = (overrides: object = {}) => ({
  title: 'Clap and bow',
  title_hi: 'ताली और प्रणाम',
  instructions: '1–2: step forward.\n3: clap and bow.',
  instructions_hi: '1–2: आगे कदम रखें।\n3: ताली बजाकर प्रणाम करें।',
  counts: 4,
  bpm: 100,
  video_url: null,
  reason: 'A closing step',
  ...overrides,
});

const putRecipe = (
  t: TestApp,
  slug: string,
  payload: object,
  headers: Record<string, string> = OPS,
) => t.app.inject({ method: 'PUT', url: `/api/festival/ops/recipes/${slug}`, headers, payload });

const putStep = (
  t: TestApp,
  step: number | string,
  payload: object,
  headers: Record<string, string> = OPS,
) =>
  t.app.inject({ method: 'PUT', url: `/api/festival/ops/garba/steps/${step}`, headers, payload });

const slugsOf = (body: { recipes: Array<{ slug: string }> }) => body.recipes.map((r) => r.slug);

describe.each(STORE_KINDS)('festival tool content on %s', (kind) => {
  const t = testAppFor(kind);

  const publicRecipes = async () => (await t.app.inject('/api/festival/recipes')).json();
  const opsRecipes = async () =>
    (await t.app.inject({ url: '/api/festival/ops/recipes', headers: OPS })).json();
  const opsSteps = async () =>
    (await t.app.inject({ url: '/api/festival/ops/garba/steps', headers: OPS })).json();
  const recipeLog = (slug: string) =>
    t.app.inject({ url: `/api/festival/ops/recipes/${slug}/events`, headers: OPS });
  const stepLog = (step: number | string) =>
    t.app.inject({ url: `/api/festival/ops/garba/steps/${step}/events`, headers: OPS });
  const nextStep = async () => (await opsSteps()).steps.length + 1;

  it('answers the demo recipes and garba steps to anyone, as members read them', async () => {
    const recipes = await t.app.inject('/api/festival/recipes');
    expect(recipes.statusCode).toBe(200);
    const demo = recipes
      .json()
      .recipes.filter((one: { slug: string }) => DEMO_RECIPES.some((d) => d.slug === one.slug));
    expect(demo.map((one: { slug: string }) => one.slug)).toEqual(DEMO_RECIPES.map((d) => d.slug));
    expect(demo[0]).toEqual({
      slug: DEMO_RECIPES[0]!.slug,
      title: DEMO_RECIPES[0]!.title,
      title_hi: DEMO_RECIPES[0]!.title_hi,
      summary: DEMO_RECIPES[0]!.summary,
      summary_hi: DEMO_RECIPES[0]!.summary_hi,
      servings: DEMO_RECIPES[0]!.servings,
      minutes: DEMO_RECIPES[0]!.minutes,
      ingredients: DEMO_RECIPES[0]!.ingredients,
      steps: DEMO_RECIPES[0]!.steps,
    });
    const steps = await t.app.inject('/api/festival/garba/steps');
    expect(steps.statusCode).toBe(200);
    const first = steps.json().steps.slice(0, DEMO_GARBA_STEPS.length);
    expect(first.map((one: { step: number }) => one.step)).toEqual([1, 2, 3, 4, 5]);
    expect(first[0]).toEqual({
      step: 1,
      title: DEMO_GARBA_STEPS[0]!.title,
      title_hi: DEMO_GARBA_STEPS[0]!.title_hi,
      instructions: DEMO_GARBA_STEPS[0]!.instructions,
      instructions_hi: DEMO_GARBA_STEPS[0]!.instructions_hi,
      counts: DEMO_GARBA_STEPS[0]!.counts,
      bpm: DEMO_GARBA_STEPS[0]!.bpm,
      video: null,
    });
  });

  it('creates a recipe (201), replaces it (200), and keeps who, what, when and why', async () => {
    const created = await putRecipe(t, 'jaggery-kheer', recipe());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'jaggery-kheer',
      title_hi: 'गुड़ वाली चावल की खीर',
      position: 5,
      published: true,
      steps: [{ timer_seconds: 2400 }, { timer_seconds: null }],
    });
    const listed = (await publicRecipes()).recipes.find(
      (one: { slug: string }) => one.slug === 'jaggery-kheer',
    );
    expect(listed).toEqual({
      slug: 'jaggery-kheer',
      ...recipe(),
      steps: [recipe().steps[0], { ...recipe().steps[1], timer_seconds: null }],
      position: undefined,
      reason: undefined,
    });

    // A person of the content team replaces it: the log names them.
    const cook = await signInOps(t, ['content'], 'Recipe Editor');
    const replaced = await putRecipe(
      t,
      'jaggery-kheer',
      recipe({ title: 'Jaggery kheer', servings: 6, reason: 'Serves six' }),
      bearer(cook.accessToken),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ title: 'Jaggery kheer', servings: 6 });

    const log = await recipeLog('jaggery-kheer');
    expect(log.json().events).toEqual([
      expect.objectContaining({
        action: 'created',
        actor: 'ops',
        reason: 'Kheer for Sharad Purnima',
        before: null,
        after: expect.objectContaining({ title: 'Jaggery rice kheer', position: 5 }),
      }),
      expect.objectContaining({
        action: 'edited',
        actor: `ops:${cook.person.id}`,
        reason: 'Serves six',
        before: expect.objectContaining({ title: 'Jaggery rice kheer', servings: 4 }),
        after: expect.objectContaining({ title: 'Jaggery kheer', servings: 6 }),
      }),
    ]);
    expect(Date.parse(log.json().events[0].at)).not.toBeNaN();
  });

  it('shows members published recipes only, by position then slug; ops see them all', async () => {
    await putRecipe(t, 'order-b', recipe({ position: 900 }));
    await putRecipe(t, 'order-a', recipe({ position: 900 }));
    await putRecipe(t, 'order-first', recipe({ position: 899 }));
    await putRecipe(t, 'order-hidden', recipe({ position: 899, published: false }));
    const shown = slugsOf(await publicRecipes()).filter((slug) => slug.startsWith('order-'));
    expect(shown).toEqual(['order-first', 'order-a', 'order-b']);
    const all = (await opsRecipes()).recipes.filter((one: { slug: string }) =>
      one.slug.startsWith('order-'),
    );
    expect(
      all.map((one: { slug: string; published: boolean }) => [one.slug, one.published]),
    ).toEqual([
      ['order-first', true],
      ['order-hidden', false],
      ['order-a', true],
      ['order-b', true],
    ]);
    // Unpublishing an answered recipe takes it off at once, in the process that wrote it.
    await putRecipe(t, 'order-a', recipe({ position: 900, published: false, reason: 'Not yet' }));
    expect(slugsOf(await publicRecipes())).not.toContain('order-a');
  });

  it('keeps the public lists a few seconds, not longer', async () => {
    const titleOf = async () =>
      (await publicRecipes()).recipes.find((one: { slug: string }) => one.slug === 'kept-briefly')
        .title;
    await putRecipe(t, 'kept-briefly', recipe({ title: 'Before' }));
    expect(await titleOf()).toBe('Before');
    // Written behind the API's back, as another process's write would be.
    await t.db.query(
      `UPDATE recipes SET body = jsonb_set(body, '{title}', '"After"') WHERE slug = 'kept-briefly'`,
    );
    expect(await titleOf()).toBe('Before');
    t.clock.advance(6_000);
    expect(await titleOf()).toBe('After');
  });

  it('adds a garba step after the last, with its video, and replaces it', async () => {
    const step = await nextStep();
    const created = await putStep(t, step, garbaStep({ video_url: YOUTUBE_LINK }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      step,
      ...garbaStep({ video_url: YOUTUBE_LINK }),
      reason: undefined,
      video: { kind: 'youtube', src: YOUTUBE_EMBED },
    });
    const shown = (await t.app.inject('/api/festival/garba/steps')).json().steps.at(-1);
    expect(shown).toEqual({
      step,
      ...garbaStep(),
      video_url: undefined,
      reason: undefined,
      video: { kind: 'youtube', src: YOUTUBE_EMBED },
    });

    const replaced = await putStep(t, step, garbaStep({ video_url: FILE_LINK, bpm: 120 }));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      bpm: 120,
      video_url: FILE_LINK,
      video: { kind: 'file', src: FILE_LINK },
    });
    expect((await t.app.inject('/api/festival/garba/steps')).json().steps.at(-1).video).toEqual({
      kind: 'file',
      src: FILE_LINK,
    });
    expect((await stepLog(step)).json().events).toEqual([
      expect.objectContaining({ action: 'created', before: null }),
      expect.objectContaining({
        action: 'edited',
        before: expect.objectContaining({ video_url: YOUTUBE_LINK, bpm: 100 }),
        after: expect.objectContaining({ video_url: FILE_LINK, bpm: 120 }),
      }),
    ]);
  });

  it('refuses a step that would leave a gap, naming the step, and keeps nothing', async () => {
    const step = (await nextStep()) + 1;
    const answer = await putStep(t, step, garbaStep());
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'invalid_input', field: 'step' });
    expect((await opsSteps()).steps.map((one: { step: number }) => one.step)).not.toContain(step);
    expect((await stepLog(step)).statusCode).toBe(404);
  });

  it('lets only ops write or read the ops lists: 401 without a token, 403 for a member', async () => {
    const member = await signIn(t, 'Not Ops');
    const memberToken = bearer(member.accessToken);
    expect((await putRecipe(t, 'members-cannot', recipe(), memberToken)).statusCode).toBe(403);
    expect((await putRecipe(t, 'visitors-cannot', recipe(), {})).statusCode).toBe(401);
    expect((await putStep(t, 1, garbaStep(), memberToken)).statusCode).toBe(403);
    expect((await putStep(t, 1, garbaStep(), {})).statusCode).toBe(401);
    for (const url of [
      '/api/festival/ops/recipes',
      '/api/festival/ops/garba/steps',
      `/api/festival/ops/recipes/${DEMO_RECIPES[0]!.slug}/events`,
      '/api/festival/ops/garba/steps/1/events',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: memberToken })).statusCode).toBe(403);
    }
    expect(slugsOf(await opsRecipes())).not.toContain('members-cannot');
    expect(slugsOf(await opsRecipes())).not.toContain('visitors-cannot');
    expect((await stepLog(1)).json().events).toHaveLength(1);
  });

  it('answers 404 for the audit log of a recipe or step that does not exist', async () => {
    expect((await recipeLog('no-such-recipe')).statusCode).toBe(404);
    expect((await stepLog(30)).statusCode).toBe(404);
  });

  const badIngredient = (change: object) => ({ ingredients: [{ ...ingredient, ...change }] });

  it.each([
    ['a slug with capitals', 'Kheer', {}, 'slug'],
    ['no Hindi title', null, { title_hi: undefined }, 'title_hi'],
    ['an empty summary', null, { summary: '' }, 'summary'],
    ['no servings', null, { servings: 0 }, 'servings'],
    [
      'a unit the page does not know',
      null,
      badIngredient({ unit: 'handful' }),
      'ingredients.0.unit',
    ],
    ['a quantity of nothing', null, badIngredient({ quantity: 0 }), 'ingredients.0.quantity'],
    [
      'an ingredient with an extra field',
      null,
      badIngredient({ brand: 'x' }),
      'ingredients.0.brand',
    ],
    ['no steps', null, { steps: [] }, 'steps'],
    [
      'a five-second timer',
      null,
      { steps: [{ text: 'Stir.', text_hi: 'चलाएँ।', timer_seconds: 5 }] },
      'steps.0.timer_seconds',
    ],
    [
      'a line break in a step',
      null,
      { steps: [{ text: 'Stir.\nAgain.', text_hi: 'चलाएँ।' }] },
      'steps.0.text',
    ],
    ['no reason', null, { reason: undefined }, 'reason'],
    ['an unknown field', null, { colour: 'saffron' }, 'colour'],
  ])(
    'refuses a recipe with %s, naming the field, and changes nothing',
    async (_case, slug, change, field) => {
      const target = slug ?? DEMO_RECIPES[0]!.slug;
      const before = await opsRecipes();
      const answer = await putRecipe(t, target, recipe(change));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'invalid_input', field });
      expect(await opsRecipes()).toEqual(before);
      expect((await recipeLog(DEMO_RECIPES[0]!.slug)).json().events).toHaveLength(1);
    },
  );

  it.each([
    [
      'a link to a page that is no video',
      1,
      { video_url: 'https://example.org/garba.html' },
      'video_url',
    ],
    [
      'a YouTube link over plain http',
      1,
      { video_url: 'http://youtu.be/abcDEF12_-3' },
      'video_url',
    ],
    ['a control character in the link', 1, { video_url: `${FILE_LINK}\u0000` }, 'video_url'],
    ['a tab in the instructions', 1, { instructions: '1: step.\t2: clap.' }, 'instructions'],
    ['one count', 1, { counts: 1 }, 'counts'],
    ['a beat too fast to dance', 1, { bpm: 300 }, 'bpm'],
    ['no Hindi instructions', 1, { instructions_hi: '' }, 'instructions_hi'],
    ['an unknown field', 1, { colour: 'saffron' }, 'colour'],
    ['step 0', 0, {}, 'step'],
    ['a step beyond the most', 31, {}, 'step'],
  ])(
    'refuses a garba step with %s, naming the field, and changes nothing',
    async (_case, step, change, field) => {
      const before = await opsSteps();
      const answer = await putStep(t, step, garbaStep(change));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'invalid_input', field });
      expect(await opsSteps()).toEqual(before);
      expect((await stepLog(1)).json().events).toHaveLength(1);
    },
  );

  it('lands concurrent PUTs of one new recipe one after the other: one creates, the rest replace', async () => {
    const titles = ['Kheer one', 'Kheer two', 'Kheer three', 'Kheer four'];
    const answers = await Promise.all(
      titles.map((title) => putRecipe(t, 'concurrent-kheer', recipe({ title, reason: title }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const events = (await recipeLog('concurrent-kheer')).json().events;
    expect(events.map((event: { action: string }) => event.action)).toEqual([
      'created',
      'edited',
      'edited',
      'edited',
    ]);
    // Each write replaced exactly what the one before it wrote.
    for (let i = 1; i < events.length; i += 1) {
      expect(events[i].before).toEqual(events[i - 1].after);
    }
    const last = (await opsRecipes()).recipes.find(
      (one: { slug: string }) => one.slug === 'concurrent-kheer',
    );
    expect(last.title).toBe(events.at(-1).after.title);
  });

  it('lands concurrent PUTs of one new garba step one after the other', async () => {
    const step = await nextStep();
    const answers = await Promise.all(
      [90, 110, 130].map((bpm) => putStep(t, step, garbaStep({ bpm, reason: `At ${bpm}` }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const events = (await stepLog(step)).json().events;
    expect(events.map((event: { action: string }) => event.action)).toEqual([
      'created',
      'edited',
      'edited',
    ]);
    for (let i = 1; i < events.length; i += 1) {
      expect(events[i].before).toEqual(events[i - 1].after);
    }
    expect((await opsSteps()).steps.at(-1)).toMatchObject({ step, bpm: events.at(-1).after.bpm });
  });
});
