import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PathAvailability } from '@yoga/shared/routing';
import type { Queryable } from '../db/database';
import { escapeHtml } from '../http/escape-html';
import { siteOrigin } from '../http/site-origin';
import { findCertificate } from './certificate-repository';
import type { CertificateRecord } from './certificate-record';
import { toCertificate } from './certificate-wire';
import { certificateText } from './render/certificate-text';
import { unglued } from '@yoga/shared/domain';
import { SHARE_IMAGE } from './render/render-png';

const CERTIFICATE_ID = /^[0-9A-HJKMNP-TV-Z]{16}$/;

function previewTags(record: CertificateRecord, origin: string, apiBase: string): string {
  const certificate = toCertificate(record, apiBase);
  const text = certificateText(record);
  const title =
    record.status === 'revoked'
      ? `Revoked certificate · ${text.issuer}`
      : `${record.holder_name}: ${text.title}`;
  const replaced =
    record.status === 'superseded' ? ' It was replaced by a corrected certificate.' : '';
  const description =
    record.status === 'revoked'
      ? 'This certificate was revoked by its issuer.'
      : `${record.holder_name} ${unglued(text.statement)}${replaced} Verify it at ${certificate.page_url}`;
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', text.issuer],
    ['og:title', title],
    ['og:description', description],
    ['og:url', certificate.page_url],
  ];
  if (record.status !== 'revoked') {
    tags.push(
      ['og:image', `${origin}${certificate.png_path}`],
      ['og:image:type', 'image/png'],
      ['og:image:width', String(SHARE_IMAGE.width)],
      ['og:image:height', String(SHARE_IMAGE.height)],
      ['og:image:alt', `${text.title}: ${record.holder_name}`],
    );
  }
  const meta = tags
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`)
    .join('\n');
  return `<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
${meta}
<meta name="twitter:card" content="summary_large_image">
`;
}

/**
 * `/certificate/<id>`: the shell's page with the certificate's link-preview tags in its head,
 * since WhatsApp and LinkedIn read only the first HTML and run no script. The page itself is the
 * remote's; an unknown id gets the shell with status 404, and the page says it was not found, as
 * does every id while ops have switched the remote off.
 */
export function registerCertificatePage(
  app: FastifyInstance,
  {
    db,
    renderPage,
    publicSiteUrl,
    publicApiBase,
    pathAvailability,
  }: {
    db: Queryable;
    /** The site's page for a path, in the member's language (app.ts). */
    renderPage: (request: FastifyRequest, pathname: string) => Promise<string>;
    publicSiteUrl: string | null;
    publicApiBase: string;
    /** Whether mf-certificates offers the path now (switched off: 404; out of season: 200). */
    pathAvailability: (pathname: string) => Promise<PathAvailability>;
  },
): void {
  app.get('/certificate/:id', { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const pathname = `/certificate/${encodeURIComponent(id)}`;
    const [availability, shell] = await Promise.all([
      pathAvailability(pathname),
      renderPage(request, pathname),
    ]);
    reply.header('vary', 'cookie, accept-language');
    if (availability !== 'page')
      return reply.code(availability === 'missing' ? 404 : 200).send(shell);
    const record = CERTIFICATE_ID.test(id) ? await findCertificate(db, id) : null;
    const [head, rest] = shell.split('</head>', 2) as [string, string | undefined];
    if (!record || rest === undefined) {
      // "download" is a page of the remote, not a certificate id.
      return reply.code(record || id === 'download' ? 200 : 404).send(shell);
    }
    const tags = previewTags(record, siteOrigin(request, publicSiteUrl), publicApiBase);
    const withoutTitle = head.replace(/<title>[^<]*<\/title>/, '');
    return reply.send(`${withoutTitle}${tags}</head>${rest}`);
  });
}
