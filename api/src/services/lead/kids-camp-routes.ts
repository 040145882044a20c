import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CodeSentBody,
  ConsentWithdrawnBody,
  KidsCampAnswerBody,
  KidsCampChildBody,
  KidsCampChildInput,
  KidsCampChildListBody,
} from '@yoga/shared/schemas';
import { KIDS_CAMP_CHILDREN_PER_PARENT } from '@yoga/shared/domain';
import type { KidsCamp } from '@yoga/shared/models';
import type { FastifyReply } from 'fastify';
import {
  renderChildCertificatePdf,
  renderKidsCampMaterialPdf,
} from '../../certificates/render/kids-camp-pdf';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { LIMITED_PER_IP } from '../../http/rate-limit';
import { NoQuery } from '../../http/schemas';
import { findLeadById } from '../../members/lead-repository';
import { acceptedName } from '../../members/name-input';
import { requireValidPhone } from '../../members/phone';
import { requireMember, requireSignedInMember, sessionEnded } from '../../security/caller';
import { codeRefusal } from '../../security/otp-errors';
import type { OtpService } from '../../security/otp-service';
import {
  campBySlug,
  childOf,
  childrenOf,
  countChildren,
  enrolChild,
  shownCamp,
  withdrawChild,
} from './kids-camp-repository';
import { ChildParams, PdfAnswer } from './kids-camp-schemas';

const closed = () =>
  new HttpError(409, 'kids_camp_closed', 'The kids camp is not taking enrolments right now.');

const childLimit = () =>
  new HttpError(409, 'kids_camp_child_limit', 'You can enrol up to six children.');

const noSuchChild = () => notFound('There is no such child among yours.');

const memberErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

/** A PDF to download, never cached by a shared cache: a child's certificate is the parent's. */
const sendPdf = (reply: FastifyReply, file: Buffer, name: string) =>
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${name}.pdf"`)
    .type('application/pdf')
    .send(file);

/**
 * The kids camp (issue 27, decision 0045): the camp anyone reads, and a parent's children. A
 * parent enrols a child with a code just texted to their own phone, which is their consent,
 * verified; withdrawing it erases the child. Nothing here is counted, shown on a board, referred
 * or marketed: these routes write only the camp's own tables.
 */
export const kidsCampRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  otp: OtpService;
  clock: () => Date;
}> = async (app, { db, otp, clock }) => {
  /** The camp a parent enrols into now: the one shown, unless it has ended. */
  const openCamp = async (): Promise<KidsCamp> => {
    const camp = await shownCamp(db, clock());
    if (!camp || camp.phase === 'ended') throw closed();
    return camp;
  };

  /** The parent's own number, as sign-in verified it. */
  const parentPhone = async (leadId: number) => {
    const lead = await findLeadById(db, leadId);
    if (!lead) throw sessionEnded();
    return requireValidPhone(lead.phone_number);
  };

  app.get(
    '/kidscamp/camp',
    {
      schema: {
        tags: ['lead'],
        summary:
          'Public: the kids camp running, else the next (else the last), in English and Hindi',
        querystring: NoQuery,
        response: { 200: KidsCampAnswerBody, 400: ErrorBody },
      },
    },
    async () => ({ camp: await shownCamp(db, clock()) }),
  );

  app.get(
    '/kidscamp/material.pdf',
    {
      schema: {
        tags: ['lead'],
        summary: "Public: the shown camp's printable material (its poses, in English and Hindi)",
        querystring: NoQuery,
        response: { 200: PdfAnswer, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (_request, reply) => {
      const camp = await shownCamp(db, clock());
      if (!camp) throw notFound('There is no kids camp.');
      return sendPdf(reply, await renderKidsCampMaterialPdf(camp), camp.slug);
    },
  );

  app.post(
    '/kidscamp/consent-code',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['lead'],
        summary: "Text a code to the signed-in parent's own phone: typing it is their consent",
        response: {
          202: CodeSentBody,
          ...memberErrors,
          409: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { leadId } = requireMember(request);
      await openCamp();
      if ((await countChildren(db, leadId)) >= KIDS_CAMP_CHILDREN_PER_PARENT) throw childLimit();
      return reply.status(202).send(await otp.send(await parentPhone(leadId), request.ip));
    },
  );

  app.post(
    '/kidscamp/children',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['lead'],
        summary:
          "Enrol the parent's child with the code just texted to them (their consent, recorded)",
        body: KidsCampChildInput,
        response: { 201: KidsCampChildBody, ...memberErrors, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { leadId } = requireMember(request);
      const { first_name, age, batch, code } = request.body;
      // Everything is checked before the code is spent, so a mistake costs the parent no code.
      const firstName = acceptedName(first_name, 'first_name');
      const camp = await openCamp();
      if (!camp.batches.some((offered) => offered.id === batch)) {
        throw new HttpError(400, 'invalid_input', 'There is no such batch in this camp.', {
          field: 'batch',
        });
      }
      if ((await countChildren(db, leadId)) >= KIDS_CAMP_CHILDREN_PER_PARENT) throw childLimit();
      const check = await otp.confirm(await parentPhone(leadId), code, request.ip);
      if (check.outcome !== 'valid') throw codeRefusal(check);
      const child = await enrolChild(db, {
        leadId,
        campSlug: camp.slug,
        firstName,
        age,
        batch,
        now: clock(),
      });
      if (child === 'limit') throw childLimit();
      return reply.status(201).send(child);
    },
  );

  app.get(
    '/kidscamp/children',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary: "The signed-in parent's enrolled children (no one else ever reads them)",
        querystring: NoQuery,
        response: { 200: KidsCampChildListBody, ...memberErrors },
      },
    },
    async (request) => ({ children: await childrenOf(db, requireMember(request).leadId) }),
  );

  app.delete(
    '/kidscamp/children/:id',
    {
      onRequest: requireSignedInMember,
      config: LIMITED_PER_IP,
      schema: {
        tags: ['lead'],
        summary: "Withdraw consent for the parent's child: the child's data is erased at once",
        params: ChildParams,
        response: { 200: ConsentWithdrawnBody, ...memberErrors, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const withdrawn = await withdrawChild(
        db,
        requireMember(request).leadId,
        request.params.id,
        clock(),
      );
      if (!withdrawn) throw noSuchChild();
      return withdrawn;
    },
  );

  app.get(
    '/kidscamp/children/:id/certificate.pdf',
    {
      onRequest: requireSignedInMember,
      schema: {
        tags: ['lead'],
        summary: "The parent's child's participation certificate, from the camp's first day",
        params: ChildParams,
        querystring: NoQuery,
        response: { 200: PdfAnswer, ...memberErrors, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const now = clock();
      const child = await childOf(db, requireMember(request).leadId, request.params.id);
      if (!child) throw noSuchChild();
      const camp = await campBySlug(db, child.camp_slug, now);
      if (!camp) throw new Error(`the camp of child ${child.id} is gone`);
      if (camp.phase === 'upcoming') {
        throw new HttpError(
          409,
          'kids_camp_not_started',
          'The certificate is ready once the camp has begun.',
        );
      }
      const file = await renderChildCertificatePdf({
        first_name: child.first_name,
        camp,
        issued_at: now.toISOString(),
      });
      return sendPdf(reply, file, `kids-camp-certificate-${child.id}`);
    },
  );
};
