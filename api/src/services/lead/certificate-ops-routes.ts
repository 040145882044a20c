import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CertificateBody,
  CertificateRuleSchema,
  OpsCorrectionBody,
  RevocationBody,
} from '@yoga/shared/schemas';
import {
  correctCertificate,
  findCertificate,
  revokeCertificate,
} from '../../certificates/certificate-repository';
import {
  certificateMinDays,
  saveCertificateMinDays,
} from '../../certificates/certificate-rule-repository';
import { CertificateIdParams } from '../../certificates/certificate-schemas';
import { toCertificate } from '../../certificates/certificate-wire';
import type { Certificates } from '../../certificates/certificates';
import { findUserChallenge } from '../../challenges/challenge-repository';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { IdParams } from '../../http/schemas';
import { acceptedName } from '../../members/name-input';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import { guardEveryRoute } from '../../security/route-guards';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Ops: each challenge's certificate rule, corrections after the member's own, revocation. */
export const certificateOpsRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  certificates: Certificates;
  clock: () => Date;
  publicApiBase: string;
}> = async (app, { db, certificates, clock, publicApiBase }) => {
  guardEveryRoute(app, requireOps('support'));

  const existingChallenge = async (id: number) => {
    if (!(await findUserChallenge(db, id))) throw notFound('No such challenge.');
  };

  app.get(
    '/ops/certificate-rules/:id',
    {
      schema: {
        tags: ['lead'],
        summary: "Ops: a challenge's certificate rule (days attended needed; default 10)",
        params: IdParams,
        response: { 200: CertificateRuleSchema, ...errors },
      },
    },
    async (request) => {
      await existingChallenge(request.params.id);
      return { min_days: await certificateMinDays(db, request.params.id) };
    },
  );

  app.put(
    '/ops/certificate-rules/:id',
    {
      schema: {
        tags: ['lead'],
        summary: "Ops: sets a challenge's certificate rule; certificates already issued stay",
        params: IdParams,
        body: CertificateRuleSchema,
        response: { 200: CertificateRuleSchema, ...errors },
      },
    },
    async (request) => {
      await existingChallenge(request.params.id);
      await saveCertificateMinDays(db, request.params.id, request.body.min_days);
      return { min_days: request.body.min_days };
    },
  );

  app.post(
    '/ops/certificates/:id/correction',
    {
      schema: {
        tags: ['lead'],
        summary:
          'Ops: corrects the printed name (after the member’s own correction), with the reason audited',
        params: CertificateIdParams,
        body: OpsCorrectionBody,
        response: { 200: CertificateBody, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const current = await findCertificate(db, request.params.id);
      if (!current) throw notFound('No certificate has this id.');
      const name = acceptedName(request.body.name);
      const corrected = await correctCertificate(db, current, name, clock(), certificates.sign, {
        requester: 'ops',
        reason: request.body.reason,
        actor: opsActor(request.caller),
      });
      certificates.reads.forget(current.id);
      return toCertificate(corrected, publicApiBase);
    },
  );

  app.post(
    '/ops/certificates/:id/revoke',
    {
      schema: {
        tags: ['lead'],
        summary: 'Ops: revokes a valid certificate; its page then says so, with the reason',
        params: CertificateIdParams,
        body: RevocationBody,
        response: { 200: CertificateBody, ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const current = await findCertificate(db, request.params.id);
      if (!current) throw notFound('No certificate has this id.');
      if (current.status === 'superseded') {
        throw new HttpError(
          409,
          'certificate_correction_used',
          `This certificate was superseded by ${current.superseded_by}; revoke that one.`,
        );
      }
      const revoked = await revokeCertificate(db, current.id, {
        reason: request.body.reason,
        actor: opsActor(request.caller),
      });
      certificates.reads.forget(current.id);
      if (!revoked) throw notFound('No certificate has this id.');
      return toCertificate(revoked, publicApiBase);
    },
  );
};
