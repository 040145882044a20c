import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARE_TITLE } from '@yoga/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { escapeHtml } from '../http/escape-html';
import { siteOrigin } from '../http/site-origin';
import { resolveShortLink } from './short-link-repository';

/** 1200x630, the size WhatsApp, LinkedIn and Facebook previews are drawn for (under 60 KB). */
const SHARE_CARD = readFileSync(path.join(__dirname, '../../assets/share-card.jpg'));
export const SHARE_CARD_PATH = '/share-card.jpg';
const SHORT_CODE = /^[A-Za-z0-9]{4,16}$/;

interface Preview {
  title: string;
  description: string;
  url: string;
  image: string;
  target: string;
}

/**
 * A link preview is read from the first HTML a crawler gets; WhatsApp runs no script. So the
 * page is the tags, then a refresh that takes a person on to the referral page.
 */
function previewPage(preview: Preview): string {
  const [title, description, url, image, target] = [
    preview.title,
    preview.description,
    preview.url,
    preview.image,
    preview.target,
  ].map(escapeHtml);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${description}">
<meta property="og:type" content="website">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${image}">
<meta property="og:image:type" content="image/jpeg">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta name="twitter:card" content="summary_large_image">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p><a href="${target}">${title}</a></p>
</body>
</html>
`;
}

/** `/s/<code>`: a member's shared short link, answered with its preview before the app loads. */
export function registerShortLinkPage(
  app: FastifyInstance,
  { db, publicSiteUrl }: { db: Queryable; publicSiteUrl: string | null },
): void {
  app.get(SHARE_CARD_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(SHARE_CARD),
  );

  // A page, not an API call: a mistyped code gets the 404 page that leads home, never JSON.
  app.get('/s/:code', { schema: { hide: true } }, async (request, reply) => {
    const { code } = request.params as { code: string };
    const origin = siteOrigin(request, publicSiteUrl);
    const link = SHORT_CODE.test(code) ? await resolveShortLink(db, code) : null;
    const name = link?.name;
    const target = link
      ? `/join/${link.slug}?utm_source=${link.channel}&utm_medium=short_link`
      : '/';
    const page = previewPage({
      title: SHARE_TITLE,
      description: name
        ? `${name} invites you to free live yoga, every morning and evening. ${name} आपको रोज़ सुबह-शाम के मुफ़्त लाइव योग में बुला रहे हैं।`
        : 'Free live yoga, every morning and evening. रोज़ सुबह-शाम मुफ़्त लाइव योग।',
      url: `${origin}/s/${link ? code : ''}`,
      image: `${origin}${SHARE_CARD_PATH}`,
      target,
    });
    return reply
      .code(link ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(page);
  });
}
