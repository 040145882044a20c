import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PathAvailability } from '@yoga/shared/routing';
import type { Queryable } from '../db/database';
import { escapeHtml } from './escape-html';
import { PAGE_CACHE_CONTROL } from './site-pages';

/** What every page with its own link preview is given by the app. */
export interface PreviewPageOptions {
  /** The site's page for a path, in the member's language (app.ts). */
  renderPage: (request: FastifyRequest, pathname: string) => Promise<string>;
  /** Whether the remote offers the path now (switched off: 404; out of season: 200). */
  pathAvailability: (pathname: string) => Promise<PathAvailability>;
}

/** A page previewing a record of the database, with links on the site's public address. */
export type RecordPreviewPageOptions = PreviewPageOptions & {
  db: Queryable;
  /** The site's public origin (PUBLIC_SITE_URL); null: the request's. */
  publicSiteUrl: string | null;
  publicApiBase: string;
};

/** A preview's words and its Open Graph properties (`og:…`), as they go in the page's head. */
export interface PreviewTags {
  title: string;
  description: string;
  properties: [string, string][];
}

/** What a page's lookup found: the preview of its record, or the status to answer without one. */
export type PreviewLookup = { preview: PreviewTags } | { status: 200 | 404 };

function headTags({ title, description, properties }: PreviewTags): string {
  const meta = properties
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`)
    .join('\n');
  return `<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${meta}
<meta name="twitter:card" content="summary_large_image">
`;
}

/**
 * `<prefix><key>`: the shell's page with the record's link-preview tags in its head, since
 * WhatsApp and LinkedIn read only the first HTML and run no script. The page itself is the
 * remote's. While ops have switched the remote off the path is a 404, out of season a 200, both
 * without tags; a key with no record gets the status its lookup gives.
 */
export function registerPreviewPage(
  app: FastifyInstance,
  prefix: string,
  { renderPage, pathAvailability }: PreviewPageOptions,
  lookup: (request: FastifyRequest, key: string) => Promise<PreviewLookup>,
): void {
  app.get(`${prefix}:key`, { schema: { hide: true } }, async (request, reply) => {
    const { key } = request.params as { key: string };
    reply.type('text/html; charset=utf-8').header('cache-control', PAGE_CACHE_CONTROL);
    reply.header('vary', 'cookie, accept-language');
    const pathname = `${prefix}${encodeURIComponent(key)}`;
    const [availability, shell] = await Promise.all([
      pathAvailability(pathname),
      renderPage(request, pathname),
    ]);
    if (availability !== 'page') {
      return reply.code(availability === 'missing' ? 404 : 200).send(shell);
    }
    const found = await lookup(request, key);
    const [head, rest] = shell.split('</head>', 2) as [string, string | undefined];
    if ('status' in found || rest === undefined) {
      return reply.code('status' in found ? found.status : 200).send(shell);
    }
    const withoutTitle = head.replace(/<title>[^<]*<\/title>/, '');
    return reply.send(`${withoutTitle}${headTags(found.preview)}</head>${rest}`);
  });
}
