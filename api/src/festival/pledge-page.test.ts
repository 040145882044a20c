import Fastify from 'fastify';
import type { PathAvailability } from '@yoga/shared/routing';
import { DEMO_PLEDGES } from '../demo/seed-demo-campaigns';
import { DEMO_MEMBERS, seedDemoData } from '../demo/seed-demo-data';
import { ANY_STORE, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { createCampaign } from './campaign-repository';
import { registerPledgePage } from './pledge-page';
import { findPledge, memberPledge, takePledge } from './pledge-repository';

const SHELL =
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';

describe('a pledge page’s link preview', () => {
  let availability: PathAvailability = 'page';
  let store: TestDatabase;
  let app: ReturnType<typeof Fastify>;
  let slug = '';
  beforeAll(async () => {
    store = await openTestDatabase(ANY_STORE);
    await store.db.query(
      `INSERT INTO leads (id, phone_number, name, slug) VALUES (1, '+919876500001', 'Asha', 'asha')`,
    );
    const campaign = await createCampaign(
      store.db,
      'winter-pledge',
      {
        occasion: 'other',
        title: 'Winter <Wellness>',
        title_hi: 'सर्दियों का संकल्प',
        summary: 'Practise every morning.',
        summary_hi: 'हर सुबह अभ्यास कीजिए।',
        starts_on: '2026-11-01',
        ends_on: '2026-12-31',
        festival_on: null,
        featured: true,
        templates: ['lotus-calm'],
        pledge: 'I will practise "every" morning.',
        pledge_hi: 'मैं हर सुबह अभ्यास करूँगी।',
        reason: 'Test',
      },
      'ops',
    );
    if (!campaign) throw new Error('campaign not created');
    slug = (await takePledge(store.db, campaign, 1, 'आशा वर्मा')).pledge.slug;
    app = Fastify();
    registerPledgePage(app, {
      db: store.db,
      renderPage: async () => SHELL,
      publicSiteUrl: 'https://yoga.example',
      publicApiBase: '/api',
      pathAvailability: async () => availability,
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('answers the shell with Open Graph tags naming the printed name, the preview image, escaped', async () => {
    const page = await app.inject({ url: `/pledge/${slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<title>Site</title>');
    expect(html).toContain('<title>आशा वर्मा took the pledge · Winter &lt;Wellness&gt;</title>');
    expect(html).toContain(
      `<meta property="og:image" content="https://yoga.example/api/festival/pledges/${slug}/preview.png">`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain(
      `<meta property="og:url" content="https://yoga.example/pledge/${slug}">`,
    );
    expect(html).toContain('I will practise &quot;every&quot; morning.');
    expect(html).not.toContain('+919876500001');
    expect(html).not.toContain('9876500001');
  });

  it('answers an unknown or malformed slug with the plain shell and 404', async () => {
    for (const url of ['/pledge/ABCDEFGHJK', '/pledge/not-a-slug']) {
      const unknown = await app.inject({ url });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toBe(SHELL);
    }
  });

  it('answers 404 while the remote is switched off and 200 out of season, without preview tags', async () => {
    try {
      availability = 'missing';
      const off = await app.inject({ url: `/pledge/${slug}` });
      expect(off.statusCode).toBe(404);
      expect(off.body).toBe(SHELL);
      availability = 'off-season';
      const season = await app.inject({ url: `/pledge/${slug}` });
      expect(season.statusCode).toBe(200);
      expect(season.body).toBe(SHELL);
    } finally {
      availability = 'page';
    }
  });
});

describe("the demo's pledges", () => {
  let store: TestDatabase;
  let app: ReturnType<typeof Fastify>;
  beforeAll(async () => {
    store = await openTestDatabase(ANY_STORE, 'seeded');
    app = Fastify();
    registerPledgePage(app, {
      db: store.db,
      renderPage: async () => SHELL,
      publicSiteUrl: 'https://yoga.example',
      publicApiBase: '/api',
      pathAvailability: async () => 'page',
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it('give a newcomer pledge pages to open, with the printed name and never the phone', async () => {
    for (const demo of DEMO_PLEDGES) {
      const page = await app.inject({ url: `/pledge/${demo.slug}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        `<meta property="og:title" content="${demo.name} took the pledge · Winter Wellness Pledge">`,
      );
      expect(page.body).toContain(
        `<meta property="og:image" content="https://yoga.example/api/festival/pledges/${demo.slug}/preview.png">`,
      );
      for (const member of DEMO_MEMBERS) expect(page.body).not.toContain(member.phone.slice(3));
    }
  });

  it('are written once: a new start keeps them, and keeps a pledge the member took in the app', async () => {
    const asha = DEMO_PLEDGES.find((demo) => demo.member === 'asha')!;
    const kavya = DEMO_PLEDGES.find((demo) => demo.member === 'kavya')!;
    const [lead] = await store.db.query<{ id: number }>(
      'SELECT id FROM leads WHERE phone_number = $1',
      [DEMO_MEMBERS[3].phone],
    );
    const [campaign] = await store.db.query<{ id: number; event: string }>(
      'SELECT id, event FROM campaigns WHERE event = $1',
      [kavya.event],
    );
    // As if Kavya had taken the pledge in the app on a database seeded before the demo had one.
    await store.db.query('DELETE FROM pledges WHERE slug = $1', [kavya.slug]);
    const own = await takePledge(store.db, campaign!, lead!.id, 'Kavya Reddy');

    await seedDemoData(store.db, { crowdSize: 0 });

    expect(await findPledge(store.db, asha.slug)).toMatchObject({ name: asha.name });
    expect(await findPledge(store.db, kavya.slug)).toBeNull();
    expect(await memberPledge(store.db, kavya.event, lead!.id)).toEqual(own.pledge);
    const [count] = await store.db.query<{ pledges: number }>(
      `SELECT count(*)::int AS pledges FROM pledges p JOIN campaigns c ON c.id = p.campaign_id
       WHERE c.event = $1`,
      [asha.event],
    );
    expect(count?.pledges).toBe(DEMO_PLEDGES.length);
  });
});
