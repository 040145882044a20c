import { serviceApis } from '@yoga/shared';
import { AS_OPS } from '@yoga/shared/host';
import type { KidsCamp } from '@yoga/shared/models';
import type { ContentEvents, KidsCampInputRow, OpsKidsCamps } from '@yoga/shared/schemas';

/**
 * A camp as its log keeps it: its row, the days beside its texts, batches and poses in `body`.
 * Laid flat, as the form writes them, a log line can name the fields a change rewrote.
 */
function flatCamp(logged: Record<string, unknown>): Record<string, unknown> {
  const { body, ...row } = logged;
  return typeof body === 'object' && body !== null ? { ...row, ...body } : logged;
}

/**
 * Content: the kids camps (decision 0045), each write with the reason its audit log keeps. A PUT
 * creates the camp or replaces it whole.
 */
export const opsKidsCampEndpoints = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    opsKidsCamps: build.query<KidsCamp[], void>({
      query: () => 'kidscamp/ops/camps',
      transformResponse: (answer: OpsKidsCamps) => answer.camps,
      extraOptions: AS_OPS,
      providesTags: ['KidsCamp'],
    }),
    opsPutKidsCamp: build.mutation<KidsCamp, { slug: string; camp: KidsCampInputRow }>({
      query: ({ slug, camp }) => ({
        url: `kidscamp/ops/camps/${encodeURIComponent(slug)}`,
        method: 'PUT',
        body: camp,
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['KidsCamp'],
    }),
    opsKidsCampEvents: build.query<ContentEvents, string>({
      query: (slug) => `kidscamp/ops/camps/${encodeURIComponent(slug)}/events`,
      transformResponse: (answer: ContentEvents) => ({
        events: answer.events.map((change) => ({
          ...change,
          before: change.before && flatCamp(change.before),
          after: flatCamp(change.after),
        })),
      }),
      extraOptions: AS_OPS,
      providesTags: ['KidsCamp'],
    }),
  }),
  overrideExisting: 'throw',
});

export const { useOpsKidsCampsQuery, useOpsPutKidsCampMutation, useOpsKidsCampEventsQuery } =
  opsKidsCampEndpoints;
