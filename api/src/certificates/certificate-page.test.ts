import Fastify from 'fastify';
import { ANY_STORE, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { issueCertificate } from './certificate-repository';
import type { PathAvailability } from '@yoga/shared/routing';
import { registerCertificatePage } from './certificate-page';
import { createCertificates } from './certificates';

const SHELL =
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';

describe('the certificate page’s link preview', () => {
  let availability: PathAvailability = 'page';
  let store: TestDatabase;
  let app: ReturnType<typeof Fastify>;
  let id = '';
  beforeAll(async () => {
    store = await openTestDatabase(ANY_STORE);
    await store.db.query(
      `INSERT INTO challenges (id, title, countrycode, start_date, end_date)
       VALUES (1, 'Winter Challenge', 'IN', '2026-11-01', '2026-11-14')`,
    );
    await store.db.query(
      `INSERT INTO leads (id, phone_number, name, slug, active_challenge_id)
       VALUES (1, '+919876500001', 'Asha <Verma>', 'asha', 1)`,
    );
    const issued = await issueCertificate(
      store.db,
      1,
      {
        kind: 'completion',
        holder_name: 'Asha "Verma"',
        challenge_id: 1,
        challenge_title: 'Winter Challenge',
        challenge_title_hi: 'सर्दियों का चैलेंज',
        start_date: '2026-11-01',
        end_date: '2026-11-14',
        days_attended: 12,
        days_total: 14,
        attempt_date: null,
        issuer_url: 'https://yoga.example',
      },
      new Date('2026-11-16T05:00:00Z'),
      createCertificates(store.db, { signingKey: null }).sign,
    );
    id = issued.id;
    app = Fastify();
    registerCertificatePage(app, {
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

  it('answers the shell with Open Graph tags naming the holder, the PNG as image, escaped', async () => {
    const page = await app.inject({ url: `/certificate/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<title>Site</title>');
    expect(html).toContain('<title>Asha &quot;Verma&quot;: Certificate of Completion</title>');
    expect(html).toContain(
      `<meta property="og:image" content="https://yoga.example/api/lead/lead/certificate/${id}/png">`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1080">');
    expect(html).toContain(
      `<meta property="og:url" content="https://yoga.example/certificate/${id}">`,
    );
    expect(html).toMatch(
      /og:description" content="Asha &quot;Verma&quot; attended [^"]*12 of the 14 days/,
    );
    expect(html).not.toContain('+919876500001');
  });

  it('answers an unknown id with the plain shell and 404, and the download page with 200', async () => {
    const unknown = await app.inject({ url: '/certificate/ZZZZZZZZZZZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(SHELL);
    const download = await app.inject({ url: '/certificate/download' });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(SHELL);
  });

  it('answers 404 while the remote is switched off and 200 out of season, without preview tags', async () => {
    try {
      availability = 'missing';
      const off = await app.inject({ url: `/certificate/${id}` });
      expect(off.statusCode).toBe(404);
      expect(off.body).toBe(SHELL);
      availability = 'off-season';
      const season = await app.inject({ url: `/certificate/${id}` });
      expect(season.statusCode).toBe(200);
      expect(season.body).toBe(SHELL);
    } finally {
      availability = 'page';
    }
  });
});
