import type { OpsRole } from '@yoga/shared/domain';
import { saveOpsSession } from '@yoga/shared/host';
import { jsonResponse, renderWithStore, type FetchStub } from '@yoga/shared/testing';
import { OpsConsolePage } from '../components/ops-console-page';

export const CHALLENGES = 'GET /api/lead/ops/challenges';

const challenge = (id: number, title: string, title_hi: string, start: string, end: string) => ({
  id,
  title,
  title_hi,
  countrycode: 'IN',
  timezone: 'Asia/Kolkata',
  start_date: start,
  end_date: end,
  sessions: 14,
});

/** Two challenges, the latest first as `GET lead/ops/challenges` lists them. */
export const twoChallenges = () =>
  jsonResponse({
    result: [
      challenge(62, 'Spring Yoga Challenge', 'वसंत योग चैलेंज', '2027-03-01', '2027-03-14'),
      challenge(61, 'Winter Yoga Challenge', 'शीतकालीन योग चैलेंज', '2026-11-25', '2026-12-08'),
    ],
  });

/**
 * The console open on one screen for a person already signed in with `roles` (signing in has its
 * own tests in ops-console-page.test.tsx): the session stored as sign-in stores it.
 */
export function openConsoleAs(server: FetchStub, roles: OpsRole[], section: string) {
  const person = {
    id: 4,
    phone_number: '+919800000004',
    name: 'Kavita Ops',
    roles,
    created_at: '2026-11-28T05:00:00.000Z',
    updated_at: '2026-11-28T05:00:00.000Z',
  };
  server.answer('GET /api/auth/ops/v1/me', jsonResponse(person));
  saveOpsSession({ accessToken: 'ops.token', expiresIn: 28_800, person });
  return renderWithStore(<OpsConsolePage />, { route: `/ops?section=${section}` });
}
