import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyReferralBody, ShortLinkBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { judgedReferrals } from '../../game/referral-summary';
import { ErrorBody, notFound } from '../../http/errors';
import { siteOrigin } from '../../http/site-origin';
import { NoQuery } from '../../http/schemas';
import { findLeadById, findLeadBySlug } from '../../members/lead-repository';
import { SlugParams } from '../../members/member-schemas';
import { requireMember, requireSignedInMember, sessionEnded } from '../../security/caller';
import { qrCodeSvgs } from '../../share/qr-code-svg';
import { shortLinkCode } from '../../share/short-link-repository';
import { QrCodeAnswer } from './lead-schemas';
import { ShortLinkQuery } from './live-schemas';

/** What members share: a short link per channel, and a QR code of their referral page. */
export const shareRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  publicSiteUrl: string | null;
}> = async (app, { db, publicSiteUrl }) => {
  const qrSvg = qrCodeSvgs({ margin: 2 });
  app.get(
    '/lead/getmyreferral',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary:
          "The member's invitation link, and how many of their referrals count, wait or do not",
        response: { 200: MyReferralBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const member = await findLeadById(db, leadId);
      if (!member) {
        throw sessionEnded();
      }
      const { counts } = await judgedReferrals(db, member);
      return {
        slug: member.slug,
        link: `${siteOrigin(request, publicSiteUrl)}/join/${member.slug}`,
        counts,
      };
    },
  );

  app.get(
    '/lead/getshortlink',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary:
          "The member's referral page as a short link (/s/<code>) that remembers the share channel",
        querystring: ShortLinkQuery,
        response: { 200: ShortLinkBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { leadId } = requireMember(request);
      const { channel } = request.query;
      const code = await shortLinkCode(db, leadId, channel);
      return { code, path: `/s/${code}`, channel };
    },
  );

  app.get(
    '/lead/qr',
    {
      schema: {
        tags: ['lead'],
        summary:
          "An SVG QR code of the site's home page, for what visitors share (a festival poster)",
        querystring: NoQuery,
        response: { 200: QrCodeAnswer, 400: ErrorBody },
      },
    },
    async (request, reply) => {
      const svg = await qrSvg(`${siteOrigin(request, publicSiteUrl)}/`);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );

  app.get(
    '/lead/qr/:slug',
    {
      schema: {
        tags: ['lead'],
        summary: "An SVG QR code of a member's referral page (/join/<slug>)",
        params: SlugParams,
        response: {
          200: QrCodeAnswer,
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const member = await findLeadBySlug(db, request.params.slug);
      if (!member) throw notFound('No such member.');
      const svg = await qrSvg(`${siteOrigin(request, publicSiteUrl)}/join/${member.slug}`);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
