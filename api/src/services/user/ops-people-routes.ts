import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OpsPersonBody, OpsPersonListBody } from '@yoga/shared/schemas';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError, notFound } from '../../http/errors';
import { IdParams, NoContent } from '../../http/schemas';
import { requireValidPhone } from '../../members/phone';
import { opsActor } from '../../security/caller';
import { requireOps } from '../../security/ops-auth';
import {
  addOpsPerson,
  changeOpsPerson,
  listOpsPeople,
  removeOpsPerson,
} from '../../security/ops-people';
import { unmaskPhonesOfEveryRoute } from '../../security/phone-masking';
import { guardEveryRoute } from '../../security/route-guards';
import { OpsPersonAddBody, OpsPersonChangeBody, OpsPersonRemoveBody } from './ops-people-schemas';

/** Words, not blanks: a name or a reason of spaces says nothing. */
function words(value: string, field: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length < 2) {
    throw new HttpError(400, 'invalid_input', `Write the ${field} in words.`, { field });
  }
  return trimmed;
}

const noSuchPerson = () => notFound('No such ops person.');

/**
 * Who may sign in to the ops console and with which roles (issue 28): admins only. Each change
 * gives a reason and is kept with who made it and the person before and after.
 */
export const opsPeopleRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  guardEveryRoute(app, requireOps('admin'));
  // The phones here are the team's own, which admins manage.
  unmaskPhonesOfEveryRoute(app);
  const answers = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };

  app.get(
    '/ops/people',
    {
      schema: {
        tags: ['user'],
        summary: 'Ops people and their roles',
        response: { 200: OpsPersonListBody, ...answers },
      },
    },
    async () => ({ result: await listOpsPeople(db) }),
  );

  app.post(
    '/ops/people',
    {
      schema: {
        tags: ['user'],
        summary: 'List a person for the ops console, with their roles',
        body: OpsPersonAddBody,
        response: { 201: OpsPersonBody, 409: ErrorBody, ...answers },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const phone = requireValidPhone(body.phone_number);
      const added = await addOpsPerson(
        db,
        { phone: phone.e164, name: words(body.name, 'name'), roles: body.roles },
        { actor: opsActor(request.caller), reason: words(body.reason, 'reason') },
      );
      if (!added) {
        throw new HttpError(409, 'phone_taken', 'This number is already listed.', {
          field: 'phone_number',
        });
      }
      return reply.status(201).send(added);
    },
  );

  app.put(
    '/ops/people/:id',
    {
      schema: {
        tags: ['user'],
        summary: "Change an ops person's name or roles",
        params: IdParams,
        body: OpsPersonChangeBody,
        response: { 200: OpsPersonBody, 404: ErrorBody, ...answers },
      },
    },
    async (request) => {
      const { body } = request;
      const changed = await changeOpsPerson(
        db,
        request.params.id,
        { name: words(body.name, 'name'), roles: body.roles },
        { actor: opsActor(request.caller), reason: words(body.reason, 'reason') },
      );
      if (!changed) throw noSuchPerson();
      return changed;
    },
  );

  app.post(
    '/ops/people/:id/remove',
    {
      schema: {
        tags: ['user'],
        summary: 'Remove an ops person: their console session ends at once',
        params: IdParams,
        body: OpsPersonRemoveBody,
        response: { 204: NoContent, 404: ErrorBody, ...answers },
      },
    },
    async (request, reply) => {
      const removed = await removeOpsPerson(db, request.params.id, {
        actor: opsActor(request.caller),
        reason: words(request.body.reason, 'reason'),
      });
      if (!removed) throw noSuchPerson();
      return reply.status(204).send(null);
    },
  );
};
