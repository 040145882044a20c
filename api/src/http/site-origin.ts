import type { FastifyRequest } from 'fastify';

/**
 * The site's public origin for links the server writes (QR codes, link previews). PUBLIC_SITE_URL
 * names it in production; without it, the origin the request came to is used, which is right for
 * a machine serving itself and is why production should set it (a Host header is the client's).
 */
export function siteOrigin(request: FastifyRequest, publicSiteUrl: string | null): string {
  return publicSiteUrl ?? `${request.protocol}://${request.host}`;
}
