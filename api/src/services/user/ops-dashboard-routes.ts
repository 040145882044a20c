import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { indiaDayFrom } from '@yoga/shared/domain';
import type { Database } from '../../db/database';
import { ErrorBody, HttpError } from '../../http/errors';
import { requireOpsCaller } from '../../security/ops-auth';
import { dashboardFor } from './dashboard-repository';
import { DASHBOARD_MAX_DAYS, DashboardBody, DashboardQuery } from './ops-dashboard-schemas';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from one calendar day to another (0 for the same day). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The ops dashboard (issue 28): every person of the console sees it, as it holds counts and no
 * member's data.
 */
export const opsDashboardRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  clock: () => Date;
}> = async (app, { db, clock }) => {
  app.get(
    '/ops/dashboard',
    {
      onRequest: requireOpsCaller,
      schema: {
        tags: ['user'],
        summary:
          'Ops: joins, invites, page views (free and paid), payments per India day, and attendance per session',
        querystring: DashboardQuery,
        response: { 200: DashboardBody, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const to = request.query.to ?? indiaDayFrom(clock(), 0);
      const from = request.query.from ?? indiaDayFrom(new Date(`${to}T12:00:00Z`), -13);
      const span = daysBetween(from, to);
      if (span < 0) {
        throw new HttpError(400, 'invalid_input', 'from must not be after to.', { field: 'from' });
      }
      if (span >= DASHBOARD_MAX_DAYS) {
        throw new HttpError(
          400,
          'invalid_input',
          `A dashboard spans at most ${DASHBOARD_MAX_DAYS} days.`,
          { field: 'from' },
        );
      }
      return dashboardFor(db, from, to);
    },
  );
};
