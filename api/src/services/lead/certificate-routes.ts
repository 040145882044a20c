import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CertificateBody,
  CertificateIssueBody,
  CertificateStatusBody,
  CertificateVerificationBody,
} from '@yoga/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CertificateKind } from '@yoga/shared/models';
import { correctCertificate, issueCertificate } from '../../certificates/certificate-repository';
import { certificatePageUrl, type CertificateRecord } from '../../certificates/certificate-record';
import {
  CertificateIdParams,
  CertificateStatusQuery,
  CredentialAnswer,
} from '../../certificates/certificate-schemas';
import {
  certificateStanding,
  draftOfStanding,
  statusBody,
} from '../../certificates/certificate-standing';
import { toCertificate } from '../../certificates/certificate-wire';
import type { Certificates } from '../../certificates/certificates';
import { credentialMatches } from '../../certificates/credential';
import { JWKS_PATH } from '../../certificates/jwks-route';
import { RENDER_MEDIA_TYPES, type RenderFormat } from '../../certificates/render-cache';
import { QrCodeAnswer } from './lead-schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { fileAnswer } from '../../http/file-answer';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { siteOrigin } from '../../http/site-origin';
import { tookPartIn } from '../../members/enrolment-repository';
import { findLeadById } from '../../members/lead-repository';
import { acceptedName } from '../../members/name-input';
import { opsActor, ownedMember, requireCaller } from '../../security/caller';
import { qrCodeSvgs } from '../../share/qr-code-svg';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * One answer for an id that is unknown and one that was revoked (for its files): the same query
 * runs for both, so neither the words nor the time tell them apart.
 */
const NO_SUCH_CERTIFICATE = () => notFound('No certificate has this id.');

/**
 * Certificates (issue 13): a member's status and issue, their one correction, and the public
 * verify answer and files of any certificate by its random id.
 */
export const certificateRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  certificates: Certificates;
  clock: () => Date;
  publicSiteUrl: string | null;
  publicApiBase: string;
}> = async (app, { db, certificates, clock, publicSiteUrl, publicApiBase }) => {
  /** A certificate's files are public while it stands or was superseded; a revoked one has none. */
  const downloadable = async (id: string): Promise<CertificateRecord> => {
    const { record } = await certificates.reads.find(id);
    if (!record || record.status === 'revoked') throw NO_SUCH_CERTIFICATE();
    return record;
  };

  /**
   * The member a request names by `leadid` (that member or ops only), with the challenge asked
   * about: `challenge` when named (one they took part in), else the one they follow now.
   */
  const namedMember = async (request: FastifyRequest, leadId: number, challenge?: number) => {
    const member = ownedMember(request, await findLeadById(db, leadId));
    if (challenge !== undefined) {
      if (!(await tookPartIn(db, member.id, challenge))) {
        throw new HttpError(404, 'not_found', 'This member did not take part in that challenge.', {
          field: 'challenge',
        });
      }
      return { ...member, active_challenge_id: challenge };
    }
    if (member.active_challenge_id === null) {
      throw new HttpError(409, 'not_enrolled', 'This member has not joined a challenge yet.');
    }
    return { ...member, active_challenge_id: member.active_challenge_id };
  };

  const signatureValid = async (record: CertificateRecord) => {
    const payload = await certificates.keys.verify(record.credential);
    return payload !== null && credentialMatches(payload, record);
  };

  const standingOf = async (
    request: FastifyRequest,
    leadId: number,
    kind: CertificateKind,
    challenge?: number,
  ) => {
    const member = await namedMember(request, leadId, challenge);
    const standing = await certificateStanding(db, member, kind, clock());
    if (!standing) throw notFound("The member's challenge no longer exists.");
    return { member, standing };
  };

  app.get(
    '/lead/getleadcertificatestatus',
    {
      onRequest: requireCaller,
      schema: {
        tags: ['lead'],
        summary:
          "A member's certificate: not eligible yet (days attended and needed), eligible, issued or revoked",
        querystring: CertificateStatusQuery,
        response: { 200: CertificateStatusBody, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const kind = request.query.kind ?? 'completion';
      const { member, standing } = await standingOf(
        request,
        request.query.leadid,
        kind,
        request.query.challenge,
      );
      return statusBody(standing, kind, member.name, publicApiBase);
    },
  );

  app.post(
    '/lead/certificate',
    {
      onRequest: requireCaller,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['lead'],
        summary:
          'Issues the member’s certificate with the name they confirmed, once (asking again answers the same certificate)',
        body: CertificateIssueBody,
        response: { 200: CertificateBody, ...errors, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { leadid, kind, name, challenge } = request.body;
      const { member, standing } = await standingOf(request, leadid, kind, challenge);
      if (standing.standing) return toCertificate(standing.standing, publicApiBase);
      const holderName = acceptedName(name);
      if (standing.status !== 'eligible') {
        throw new HttpError(
          409,
          'certificate_not_eligible',
          'This certificate cannot be issued yet; its status says why.',
        );
      }
      const draft = draftOfStanding(standing, kind, holderName, siteOrigin(request, publicSiteUrl));
      const issued = await issueCertificate(db, member.id, draft, clock(), certificates.sign);
      return toCertificate(issued, publicApiBase);
    },
  );

  app.post(
    '/lead/certificate/correction',
    {
      onRequest: requireCaller,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['lead'],
        summary:
          'The member’s one correction of the printed name: a new certificate supersedes the old',
        body: CertificateIssueBody,
        response: { 200: CertificateBody, ...errors, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const { leadid, kind, name, challenge } = request.body;
      const { standing } = await standingOf(request, leadid, kind, challenge);
      const holderName = acceptedName(name);
      const current = standing.standing;
      if (!current) {
        throw new HttpError(
          409,
          'certificate_not_eligible',
          'There is no certificate to correct yet; issue it first.',
        );
      }
      const requester = request.caller?.kind === 'ops' ? 'ops' : 'member';
      const corrected = await correctCertificate(
        db,
        current,
        holderName,
        clock(),
        certificates.sign,
        {
          requester,
          reason: requester === 'ops' ? 'corrected through the member route' : null,
          actor: requester === 'ops' ? opsActor(request.caller) : 'member',
        },
      );
      certificates.reads.forget(current.id);
      return toCertificate(corrected, publicApiBase);
    },
  );

  app.get(
    '/lead/certificate/:id',
    {
      schema: {
        tags: ['lead'],
        summary:
          'Public: a certificate by its id, its signed credential, and which checks pass (signature, not revoked, current)',
        params: CertificateIdParams,
        response: { 200: CertificateVerificationBody, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const read = await certificates.reads.find(request.params.id);
      const { record } = read;
      if (!record) throw NO_SUCH_CERTIFICATE();
      read.signatureValid ??= await signatureValid(record);
      // Its status changes when ops revoke or a correction lands: caches must ask every time (the
      // server keeps the answer a few seconds itself).
      reply.header('cache-control', 'no-cache');
      return {
        certificate: toCertificate(record, publicApiBase),
        credential: record.credential,
        jwks_url: `${siteOrigin(request, publicSiteUrl)}${JWKS_PATH}`,
        checks: {
          signature: read.signatureValid,
          not_revoked: record.status !== 'revoked',
          current: record.status === 'valid',
        },
      };
    },
  );

  const sendFile = async (
    id: string,
    ifNoneMatch: string | undefined,
    reply: FastifyReply,
    format: RenderFormat,
  ) => {
    const record = await downloadable(id);
    const hash = certificates.renders.hashOf(record, format);
    const etag = `"${hash}"`;
    reply
      .header('etag', etag)
      .header('cache-control', 'public, max-age=3600')
      .header('content-disposition', `attachment; filename="certificate-${record.id}.${format}"`);
    if (ifNoneMatch === etag) return reply.code(304).send();
    const file = await certificates.renders.file(record, format);
    return reply.type(RENDER_MEDIA_TYPES[format]).send(file.body);
  };

  const fileSchema = (format: RenderFormat) => ({
    tags: ['lead'],
    summary: `Public: the certificate as ${format === 'pdf' ? 'an A4 PDF' : 'a 1080x1350 PNG'}, drawn once and cached`,
    params: CertificateIdParams,
    response: {
      200: fileAnswer(RENDER_MEDIA_TYPES[format], { binary: true }),
      304: { type: 'null' },
      400: ErrorBody,
      404: ErrorBody,
    },
  });

  app.get('/lead/certificate/:id/pdf', { schema: fileSchema('pdf') }, (request, reply) =>
    sendFile(request.params.id, request.headers['if-none-match'], reply, 'pdf'),
  );
  app.get('/lead/certificate/:id/png', { schema: fileSchema('png') }, (request, reply) =>
    sendFile(request.params.id, request.headers['if-none-match'], reply, 'png'),
  );

  // The page's own code: drawn here, the page needs no QR library (decision 0033).
  const pageQrSvg = qrCodeSvgs({ margin: 1 });
  app.get(
    '/lead/certificate/:id/qr',
    {
      schema: {
        tags: ['lead'],
        summary: "Public: a QR code of the certificate's verify page, as an SVG image",
        params: CertificateIdParams,
        response: {
          200: QrCodeAnswer,
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { record } = await certificates.reads.find(request.params.id);
      if (!record) throw NO_SUCH_CERTIFICATE();
      // A certificate's page never moves (revoked or superseded, it says so there).
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(await pageQrSvg(certificatePageUrl(record)));
    },
  );

  app.get(
    '/lead/certificate/:id/credential',
    {
      schema: {
        tags: ['lead'],
        summary:
          'Public: the signed credential (an Open Badges 3.0 VC-JWT), to verify anywhere with the JWKS',
        params: CertificateIdParams,
        response: {
          200: CredentialAnswer,
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const record = await downloadable(request.params.id);
      return reply
        .type('application/vc+jwt')
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `attachment; filename="certificate-${record.id}.jwt"`)
        .send(record.credential);
    },
  );
};
