import type { FastifyInstance } from 'fastify';
import { registerPreviewPage, type RecordPreviewPageOptions } from '../http/preview-page';
import { siteOrigin } from '../http/site-origin';
import { findPledgeAndCampaign } from './pledge-repository';
import { PLEDGE_PREVIEW } from './pledge-preview';

const PLEDGE_SLUG = /^[A-Za-z0-9]{10}$/;

/** The site's name in previews, as the shell's title says it. */
export const PREVIEW_SITE_NAME = '14-Day Yoga Challenge';

/**
 * `/pledge/<slug>`: the shell's page with the pledge's link-preview tags: the printed name and
 * the promise only, never a phone number. An unknown slug gets the page with status 404 (it says
 * so itself).
 */
export function registerPledgePage(
  app: FastifyInstance,
  { db, publicSiteUrl, publicApiBase, ...page }: RecordPreviewPageOptions,
): void {
  registerPreviewPage(app, '/pledge/', page, async (request, slug) => {
    const found = PLEDGE_SLUG.test(slug) ? await findPledgeAndCampaign(db, slug) : null;
    if (!found) return { status: 404 };
    const { pledge, campaign } = found;
    const origin = siteOrigin(request, publicSiteUrl);
    const title = `${pledge.name} took the pledge · ${campaign.title}`;
    const description = `“${campaign.pledge ?? campaign.title}” Take it too and join the free 14-day yoga challenge.`;
    return {
      preview: {
        title,
        description,
        properties: [
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
        ],
      },
    };
  });
}
