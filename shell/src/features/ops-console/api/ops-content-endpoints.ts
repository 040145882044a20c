import { serviceApis } from '@yoga/shared';
import { AS_OPS } from '@yoga/shared/host';
import type { AdminSessionRow, OpsChallenges } from '@yoga/shared/schemas';

/** One day's one batch, as the content team writes it whole (a link left empty is none). */
export interface SessionWrite {
  title: string;
  title_hi: string;
  starts_at: string;
  duration_minutes: number;
  zoom_url: string | null;
  zoom_capacity: number;
  youtube_url: string | null;
  replay_url: string | null;
  guide_url: string | null;
  world_record: boolean;
}

export interface SessionSlot {
  challengeId: number;
  day: number;
  batch: number;
}

/** Content: the challenges, and each one's days and batches with their links and seats. */
export const opsSessionEndpoints = serviceApis.lead.injectEndpoints({
  endpoints: (build) => ({
    opsChallenges: build.query<OpsChallenges, void>({
      query: () => 'ops/challenges',
      transformResponse: (answer: { result: OpsChallenges }) => answer.result,
      extraOptions: AS_OPS,
      providesTags: ['Program'],
    }),
    opsSessions: build.query<AdminSessionRow[], number>({
      query: (challengeId) => `program/${challengeId}/sessions`,
      extraOptions: AS_OPS,
      providesTags: ['Program'],
    }),
    opsPutSession: build.mutation<AdminSessionRow, SessionSlot & { session: SessionWrite }>({
      query: ({ challengeId, day, batch, session }) => ({
        url: `program/${challengeId}/sessions/${day}/${batch}`,
        method: 'PUT',
        body: session,
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Program'],
    }),
    opsDeleteSession: build.mutation<null, SessionSlot>({
      query: ({ challengeId, day, batch }) => ({
        url: `program/${challengeId}/sessions/${day}/${batch}`,
        method: 'DELETE',
      }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Program'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useOpsChallengesQuery,
  useOpsSessionsQuery,
  useOpsPutSessionMutation,
  useOpsDeleteSessionMutation,
} = opsSessionEndpoints;
