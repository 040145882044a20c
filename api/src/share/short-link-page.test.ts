import { bearer, signIn } from '../testing/sign-in';
import { testAppFor } from '../testing/test-app';
import { STORE_KINDS } from '../testing/test-database';

describe.each(STORE_KINDS)('shared short links on %s', (kind) => {
  const t = testAppFor(kind, { config: { publicSiteUrl: 'https://yoga.example' } });

  it('answers /s/<code> with a link preview, then sends the visitor to the referral page', async () => {
    const member = await signIn(t, 'Preview Member');
    const link = await t.app.inject({
      url: '/api/lead/lead/getshortlink?channel=whatsapp_status',
      headers: bearer(member.accessToken),
    });
    const page = await t.app.inject(link.json().path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<meta property="og:title" content="6 Days Yoga Challenge">');
    expect(html).toContain(
      '<meta property="og:image" content="https://yoga.example/share-card.jpg">',
    );
    expect(html).toContain(`content="https://yoga.example${link.json().path}"`);
    expect(html).toMatch(/og:description" content="Preview Member invites you/);
    const target = `/join/${member.account.slug}?utm_source=whatsapp_status&amp;utm_medium=short_link`;
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${target}">`);

    const card = await t.app.inject('/share-card.jpg');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(card.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it.each(['Zz9Zz9Zz', 'x', '<script>', 'a'.repeat(40)])(
    'answers the unknown code %p with a 404 page leading home',
    async (code) => {
      const page = await t.app.inject(`/s/${encodeURIComponent(code)}`);
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<meta http-equiv="refresh" content="0; url=/">');
      expect(page.body).not.toContain('<script>');
    },
  );
});
