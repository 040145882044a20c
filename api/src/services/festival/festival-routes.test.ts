import { indiaDayFrom } from '@yoga/shared/domain';
import { DEMO_PLEDGES } from '../../demo/seed-demo-campaigns';
import { DEMO_MEMBERS } from '../../demo/seed-demo-data';
import { bearer, signIn, signInOps } from '../../testing/sign-in';
import { TEST_OPS_TOKEN, testAppFor, type TestApp } from '../../testing/test-app';
import { STORE_KINDS } from '../../testing/test-database';

const OPS = bearer(TEST_OPS_TOKEN);

/** A campaign running today (India's day by the app's clock), in both languages. */
const campaign = (t: TestApp, event: string, overrides: object = {}) => ({
  event,
  occasion: 'festive',
  title: 'Festive Season with Yoga',
  title_hi: 'त्योहारों का मौसम, योग के साथ',
  summary: 'Keep your practice through the celebrations.',
  summary_hi: 'उत्सवों में भी अपना अभ्यास जारी रखिए।',
  starts_on: indiaDayFrom(t.clock.now(), -1),
  ends_on: indiaDayFrom(t.clock.now(), 10),
  featured: false,
  templates: ['diya-glow', 'marigold-frame'],
  pledge: 'I will practise yoga every morning this season.',
  pledge_hi: 'मैं इस मौसम में हर सुबह योग करूँगा।',
  reason: 'Festive season launch',
  ...overrides,
});

const create = (t: TestApp, payload: object, headers: Record<string, string> = OPS) =>
  t.app.inject({ method: 'POST', url: '/api/festival/ops/campaigns', headers, payload });

const pledge = (t: TestApp, event: string, token: string, name = 'Priya Sharma') =>
  t.app.inject({
    method: 'POST',
    url: `/api/festival/campaigns/${event}/pledge`,
    headers: bearer(token),
    payload: { name },
  });

describe.each(STORE_KINDS)('festival campaigns and pledges on %s', (kind) => {
  const t = testAppFor(kind);

  it('lets only ops create campaigns', async () => {
    const member = await signIn(t, 'Not Ops');
    expect(
      (await create(t, campaign(t, 'members-cannot'), bearer(member.accessToken))).statusCode,
    ).toBe(403);
    expect((await create(t, campaign(t, 'visitors-cannot'), {})).statusCode).toBe(401);
    const list = await t.app.inject('/api/festival/campaigns');
    expect(list.json().campaigns.map((one: { event: string }) => one.event)).not.toContain(
      'members-cannot',
    );
  });

  it('creates a campaign, lists it while it runs and answers it with its phase', async () => {
    const created = await create(t, campaign(t, 'festive-2026'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      event: 'festive-2026',
      phase: 'running',
      title_hi: 'त्योहारों का मौसम, योग के साथ',
      templates: ['diya-glow', 'marigold-frame'],
      pledges: 0,
    });
    const running = await t.app.inject('/api/festival/campaigns');
    expect(running.json().campaigns.map((one: { event: string }) => one.event)).toContain(
      'festive-2026',
    );
    const one = await t.app.inject('/api/festival/campaigns/festive-2026');
    expect(one.json()).toMatchObject({ event: 'festive-2026', phase: 'running' });
    const occasion = await t.app.inject('/api/festival/occasions/festive');
    expect(occasion.json().event).toBe('festive-2026');
  });

  it("keeps a festival's own day when ops set one, and none when they do not", async () => {
    const diwali = await create(
      t,
      campaign(t, 'diwali-day', {
        occasion: 'diwali',
        festival_on: indiaDayFrom(t.clock.now(), 5),
      }),
    );
    expect(diwali.json().festival_on).toBe(indiaDayFrom(t.clock.now(), 5));
    expect((await create(t, campaign(t, 'no-day'))).json().festival_on).toBeNull();
    const bad = await create(t, campaign(t, 'bad-day', { festival_on: '2026-13-01' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('festival_on');
  });

  it('refuses a second campaign with the same event, naming the field', async () => {
    await create(t, campaign(t, 'twice'));
    const again = await create(t, campaign(t, 'twice'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'campaign_exists', field: 'event' });
  });

  it.each([
    ['an event with capitals', { event: 'Diwali' }, 'event'],
    ['no Hindi title', { title_hi: undefined }, 'title_hi'],
    ['an empty Hindi summary', { summary_hi: '' }, 'summary_hi'],
    ['a template the poster maker does not draw', { templates: ['neon-party'] }, 'templates.0'],
    ['no template', { templates: [] }, 'templates'],
    ['30 February', { starts_on: '2027-02-30' }, 'starts_on'],
    ['a last day before the first', { starts_on: '2027-01-10', ends_on: '2027-01-09' }, 'ends_on'],
    ['a pledge in English only', { pledge_hi: null }, 'pledge_hi'],
    ['a pledge in Hindi only', { pledge: null }, 'pledge'],
    ['no reason', { reason: undefined }, 'reason'],
    ['an unknown field', { colour: 'saffron' }, 'colour'],
  ])(
    'refuses a campaign with %s, naming the field, and keeps nothing',
    async (_case, change, field) => {
      const event = `bad-${field.replace(/[_.]/g, '-')}`;
      const answer = await create(t, campaign(t, event, change));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().field).toBe(field);
      expect((await t.app.inject(`/api/festival/campaigns/${event}`)).statusCode).toBe(404);
    },
  );

  it('keeps a campaign out of the running list outside its days, and says its phase', async () => {
    await create(
      t,
      campaign(t, 'next-month', {
        starts_on: indiaDayFrom(t.clock.now(), 30),
        ends_on: indiaDayFrom(t.clock.now(), 40),
      }),
    );
    const running = await t.app.inject('/api/festival/campaigns');
    expect(running.json().campaigns.map((one: { event: string }) => one.event)).not.toContain(
      'next-month',
    );
    expect((await t.app.inject('/api/festival/campaigns/next-month')).json().phase).toBe(
      'upcoming',
    );
  });

  it('edits and ends a campaign, and keeps who, what, when and why', async () => {
    await create(t, campaign(t, 'to-edit'));
    // The content team's person edits it; the deployment's script made and ends it.
    const editor = await signInOps(t, ['content'], 'Campaign Editor');
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/festival/ops/campaigns/to-edit',
      headers: bearer(editor.accessToken),
      payload: {
        ...campaign(t, 'to-edit', { title: 'Diwali with Yoga' }),
        event: undefined,
        reason: 'Renamed for Diwali',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Diwali with Yoga');
    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/festival/ops/campaigns/to-edit/end',
      headers: OPS,
      payload: { reason: 'Festival over early' },
    });
    expect(ended.json()).toMatchObject({
      phase: 'ended',
      ends_on: indiaDayFrom(t.clock.now(), -1),
    });
    const log = await t.app.inject({
      url: '/api/festival/ops/campaigns/to-edit/events',
      headers: OPS,
    });
    expect(log.json().events).toEqual([
      expect.objectContaining({
        action: 'created',
        actor: 'ops',
        reason: 'Festive season launch',
        before: null,
      }),
      expect.objectContaining({
        action: 'edited',
        actor: `ops:${editor.person.id}`,
        reason: 'Renamed for Diwali',
        before: expect.objectContaining({ title: 'Festive Season with Yoga' }),
        after: expect.objectContaining({ title: 'Diwali with Yoga' }),
      }),
      expect.objectContaining({ action: 'ended', actor: 'ops', reason: 'Festival over early' }),
    ]);
    expect((await t.app.inject('/api/festival/occasions/festive')).json().event).not.toBe(
      'to-edit',
    );
  });

  it('answers 404 for editing a campaign that does not exist', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/festival/ops/campaigns/nowhere',
      headers: OPS,
      payload: { ...campaign(t, 'nowhere'), event: undefined },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('gives one pledge per member and campaign, however often it is sent', async () => {
    await create(t, campaign(t, 'pledge-once'));
    const member = await signIn(t, 'Priya Sharma');
    const first = await pledge(t, 'pledge-once', member.accessToken);
    expect(first.statusCode).toBe(201);
    const [again, concurrent] = await Promise.all([
      pledge(t, 'pledge-once', member.accessToken, 'Another Name'),
      pledge(t, 'pledge-once', member.accessToken),
    ]);
    expect([again.statusCode, concurrent.statusCode]).toEqual([200, 200]);
    expect(again.json().slug).toBe(first.json().slug);
    expect(again.json().name).toBe('Priya Sharma');
    const [row] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pledges p JOIN campaigns c ON c.id = p.campaign_id
       WHERE c.event = 'pledge-once'`,
    );
    expect(row?.count).toBe(1);
    const mine = await t.app.inject({
      url: '/api/festival/campaigns/pledge-once/pledge',
      headers: bearer(member.accessToken),
    });
    expect(mine.json().pledge.slug).toBe(first.json().slug);
  });

  it('shows a pledge publicly with the printed name and the count, never a phone number', async () => {
    await create(t, campaign(t, 'public-pledge'));
    const member = await signIn(t, 'Kshitij Rao');
    const taken = await pledge(t, 'public-pledge', member.accessToken, 'क्षितिज राव');
    const page = await t.app.inject(`/api/festival/pledges/${taken.json().slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'क्षितिज राव',
      campaign: { event: 'public-pledge', pledges: 1 },
      join_path: `/join/${member.account.slug}`,
    });
    expect(page.body).not.toContain(member.account.phone_number);
    expect(page.body).not.toContain(member.account.phone_number.slice(3));
  });

  it("opens the demo members' pledges to anyone, with the printed name and no phone number", async () => {
    const pledgers = { asha: DEMO_MEMBERS[0], kavya: DEMO_MEMBERS[3] };
    for (const demo of DEMO_PLEDGES) {
      const page = await t.app.inject(`/api/festival/pledges/${demo.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({
        slug: demo.slug,
        name: demo.name,
        campaign: { event: demo.event, phase: 'running', featured: true },
        join_path: `/join/${pledgers[demo.member].slug}`,
      });
      expect(page.json().campaign.pledges).toBeGreaterThanOrEqual(DEMO_PLEDGES.length);
      expect(page.body).not.toContain(pledgers[demo.member].phone.slice(3));
    }
  });

  it.each([
    ['digits in the name', 'Priya 2', 'name'],
    ['an empty name', '   ', 'name'],
  ])('refuses a pledge with %s, naming the field, and takes none', async (_case, name, field) => {
    await create(t, campaign(t, `named-${field}-${name.length}`));
    const member = await signIn(t);
    const answer = await pledge(t, `named-${field}-${name.length}`, member.accessToken, name);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe(field);
    const mine = await t.app.inject({
      url: `/api/festival/campaigns/named-${field}-${name.length}/pledge`,
      headers: bearer(member.accessToken),
    });
    expect(mine.json()).toEqual({ pledge: null });
  });

  it('refuses a pledge outside the days, without a pledge, or without a session', async () => {
    await create(
      t,
      campaign(t, 'over', {
        starts_on: indiaDayFrom(t.clock.now(), -20),
        ends_on: indiaDayFrom(t.clock.now(), -10),
      }),
    );
    await create(t, campaign(t, 'no-pledge', { pledge: null, pledge_hi: null }));
    const member = await signIn(t);
    expect((await pledge(t, 'over', member.accessToken)).json().code).toBe('campaign_not_running');
    expect((await pledge(t, 'no-pledge', member.accessToken)).json().code).toBe(
      'campaign_has_no_pledge',
    );
    expect((await pledge(t, 'nowhere-at-all', member.accessToken)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/festival/campaigns/over/pledge',
      payload: { name: 'Priya' },
    });
    expect(anonymous.statusCode).toBe(401);
    const ops = await t.app.inject({
      method: 'POST',
      url: '/api/festival/campaigns/over/pledge',
      headers: OPS,
      payload: { name: 'Priya' },
    });
    expect(ops.statusCode).toBe(403);
  });

  it("draws a pledge's 1200x630 preview once, answered again by its ETag", async () => {
    await create(t, campaign(t, 'preview-pledge'));
    const member = await signIn(t, 'Shreya Iyer');
    const { slug } = (
      await pledge(t, 'preview-pledge', member.accessToken, 'श्रीप्रिया अय्यर')
    ).json();
    const image = await t.app.inject(`/api/festival/pledges/${slug}/preview.png`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect([image.rawPayload.readUInt32BE(16), image.rawPayload.readUInt32BE(20)]).toEqual([
      1200, 630,
    ]);
    const again = await t.app.inject({
      url: `/api/festival/pledges/${slug}/preview.png`,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject('/api/festival/pledges/ABCDEFGHJK/preview.png')).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for a pledge page that does not exist, and 400 for a malformed one', async () => {
    expect((await t.app.inject('/api/festival/pledges/ABCDEFGHJK')).statusCode).toBe(404);
    const malformed = await t.app.inject('/api/festival/pledges/short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('slug');
  });

  describe('the festival store', () => {
    const put = (token: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/festival/progress',
        headers: bearer(token),
        payload,
      });
    const state = (overrides: object = {}) => ({
      habits: {},
      completedTools: [],
      festivalProgress: { currentStep: 0, isCompleted: false },
      ...overrides,
    });

    it('keeps a member’s progress from two phones, merged, never one over the other', async () => {
      const member = await signIn(t, 'Two Phones');
      const empty = await t.app.inject({
        url: '/api/festival/progress',
        headers: bearer(member.accessToken),
      });
      expect(empty.json()).toEqual(state());
      const [first, second] = await Promise.all([
        put(
          member.accessToken,
          state({
            habits: { 'morning-practice': ['2026-11-01'] },
            completedTools: ['poster'],
            festivalProgress: { currentStep: 2, isCompleted: false },
          }),
        ),
        put(
          member.accessToken,
          state({
            habits: { 'morning-practice': ['2026-11-02'], diya: ['2026-11-02'] },
            completedTools: ['pledge'],
            festivalProgress: { currentStep: 1, isCompleted: true },
          }),
        ),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      const kept = await t.app.inject({
        url: '/api/festival/progress',
        headers: bearer(member.accessToken),
      });
      expect(kept.json()).toEqual({
        habits: { diya: ['2026-11-02'], 'morning-practice': ['2026-11-01', '2026-11-02'] },
        completedTools: ['pledge', 'poster'],
        festivalProgress: { currentStep: 2, isCompleted: true },
      });
      // A new phone sends nothing new and gets everything.
      expect((await put(member.accessToken, state())).json()).toEqual(kept.json());
    });

    it('answers only a member: 401 without a session, 403 for ops', async () => {
      expect((await t.app.inject('/api/festival/progress')).statusCode).toBe(401);
      expect((await t.app.inject({ url: '/api/festival/progress', headers: OPS })).statusCode).toBe(
        403,
      );
    });

    it.each([
      ['a habit named with spaces', { habits: { 'Morning Practice': ['2026-11-01'] } }, 'habits'],
      ['a day that does not exist', { habits: { diya: ['2026-02-30'] } }, 'habits.diya.0'],
      ['a tool id with capitals', { completedTools: ['Poster'] }, 'completedTools.0'],
      [
        'a negative step',
        { festivalProgress: { currentStep: -1, isCompleted: false } },
        'festivalProgress.currentStep',
      ],
      ['an unknown field', { badges: [] }, 'badges'],
    ])('refuses %s, naming the field, and keeps nothing', async (_case, change, field) => {
      const member = await signIn(t);
      const answer = await put(member.accessToken, state(change));
      expect(answer.statusCode).toBe(400);
      expect(answer.json().field).toBe(field);
      const kept = await t.app.inject({
        url: '/api/festival/progress',
        headers: bearer(member.accessToken),
      });
      expect(kept.json()).toEqual(state());
    });
  });
});
