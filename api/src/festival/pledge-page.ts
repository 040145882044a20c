import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PathAvailability } from '@yoga/shared/routing';
import type { Queryable } from '../db/database';
import { escapeHtml } from '../http/escape-html';
import { siteOrigin } from '../http/site-origin';
import { findCampaign } from './campaign-repository';
import { findPledge } from './pledge-repository';
import { PLEDGE_PREVIEW } from './pledge-preview';

const PLEDGE_SLUG = /^[A-Za-z0-9]{10}$/;

/** The site's name in previews, as the shell's title says it. */
export const PREVIEW_SITE_NAME = '14-Day Yoga Challenge';

/**
 * `/pledge/<slug>`: the shell's page with the pledge's link-preview tags in its head (WhatsApp
 * reads only the first HTML). The printed name and the promise only, never a phone number. An
 * unknown slug gets the page with status 404 (it says so itself).
 */
export function registerPledgePage(
  app: FastifyInstance,
  {
    db,
    renderPage,
    publicSiteUrl,
    publicApiBase,
    pathAvailability,
  }: {
    db: Queryable;
    renderPage: (request: FastifyRequest, pathname: string) => Promise<string>;
    publicSiteUrl: string | null;
    publicApiBase: string;
    pathAvailability: (pathname: string) => Promise<PathAvailability>;
  },
): void {
  app.get('/pledge/:slug', { schema: { hide: true } }, async (request, reply) => {
    const { slug } = request.params as { slug: string };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    reply.header('vary', 'cookie, accept-language');
    const pathname = `/pledge/${encodeURIComponent(slug)}`;
    const [availability, shell] = await Promise.all([
      pathAvailability(pathname),
      renderPage(request, pathname),
    ]);
    if (availability !== 'page') {
      return reply.code(availability === 'missing' ? 404 : 200).send(shell);
    }
    const pledge = PLEDGE_SLUG.test(slug) ? await findPledge(db, slug) : null;
    const campaign = pledge ? await findCampaign(db, pledge.event) : null;
    const [head, rest] = shell.split('</head>', 2) as [string, string | undefined];
    if (!pledge || !campaign || rest === undefined) return reply.code(404).send(shell);
    const origin = siteOrigin(request, publicSiteUrl);
    const title = `${pledge.name} took the pledge · ${campaign.title}`;
    const description = `“${campaign.pledge ?? campaign.title}” Take it too and join the free 14-day yoga challenge.`;
    const tags: [string, string][] = [
      ['og:type', 'website'],
      ['og:site_name', PREVIEW_SITE_NAME],
      ['og:title', title],
      ['og:description', description],
      ['og:url', `${origin}/pledge/${pledge.slug}`],
      ['og:image', `${origin}${publicApiBase}/festival/pledges/${pledge.slug}/preview.png`],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(PLEDGE_PREVIEW.width)],
      ['og:image:height', String(PLEDGE_PREVIEW.height)],
      ['og:image:alt', title],
    ];
    const meta = tags
      .map(
        ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`,
      )
      .join('\n');
    const withoutTitle = head.replace(/<title>[^<]*<\/title>/, '');
    return reply.send(
      `${withoutTitle}<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${meta}
<meta name="twitter:card" content="summary_large_image">
</head>${rest}`,
    );
  });
}
