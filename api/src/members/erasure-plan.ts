/**
 * The erasure planner (decision 0040): what erasing a member's account does to each place their
 * data is held, and why anything stays. Pure, so the answer a member reads before asking and the
 * eraser that carries it out are one list, and a test checks every table with a member's data has
 * its line.
 */

export type ErasureAction = 'erased' | 'anonymised' | 'kept';

export interface ErasureStep {
  /** The table (or store) the step acts on. */
  table: string;
  /** What it is, in the member's words. */
  what: string;
  action: ErasureAction;
  why: string;
}

export interface ErasureFacts {
  /** The member joined through someone's invitation (their referral may count for them). */
  referred: boolean;
}

const erased = (table: string, what: string, why = 'Personal data with no reason to keep it.') => ({
  table,
  what,
  action: 'erased' as const,
  why,
});

export function planErasure({ referred }: ErasureFacts): ErasureStep[] {
  return [
    {
      table: 'leads',
      what: 'your account',
      action: 'anonymised',
      why: 'Your name, phone number, city, state, language, link name and sign-up device are removed; an empty placeholder stays so counts others see (a referral, a board) add up. The same phone number can join again as a new member.',
    },
    erased('addresses', 'your delivery addresses'),
    erased('otp_codes', 'sign-in codes sent to your number'),
    erased('refresh_token_families', 'your sign-ins', 'You are signed out everywhere.'),
    erased('refresh_tokens', 'your sign-in tokens', 'You are signed out everywhere.'),
    referred
      ? {
          table: 'attendance',
          what: 'your attendance',
          action: 'anonymised',
          why: 'Only the time of your first session stays, with no name or number: the member who invited you keeps the referral it counted for.',
        }
      : erased('attendance', 'your attendance'),
    erased('session_joins', 'the live-session links you were given'),
    erased('reminder_sends', 'the reminders texted to you'),
    erased('resource_opens', 'the replays and guides you opened'),
    erased('short_links', 'your share links'),
    erased('past_enrolments', 'the challenges you took part in'),
    erased('standings', 'your points and place on the boards', 'You leave every board.'),
    erased('guesses', 'your guess & win guesses'),
    erased(
      'feedback',
      'your feedback on your challenges',
      'Your own words may say who you are; your rating leaves the challenge’s counts too.',
    ),
    {
      table: 'guess_results',
      what: 'guess & win results you won',
      action: 'anonymised',
      why: 'Your name is removed; the day’s result stays for the other winners.',
    },
    erased('member_gifts', 'your gifts and their shipping details'),
    erased('gift_events', 'the history of your gifts'),
    erased('vouchers', 'your vouchers'),
    {
      table: 'certificates',
      what: 'your certificates',
      action: 'anonymised',
      why: 'Your name and the signed credential are removed. Each certificate number keeps answering “withdrawn at the holder’s request”, so anyone shown it can tell it was real and is withdrawn.',
    },
    {
      table: 'certificate_events',
      what: 'what was done to your certificates',
      action: 'kept',
      why: 'The record of issue, correction and withdrawal; it holds no name or number.',
    },
    erased('certificate_renders', 'the drawn certificate files (PDF, PNG)'),
    erased('pledges', 'your festival pledges'),
    erased('festival_progress', 'your festival progress'),
    erased(
      'kids_camp_children',
      'the children you enrolled in the kids camp',
      'A child’s data is kept only while your consent stands; erasing your account withdraws it.',
    ),
    {
      table: 'kids_camp_consents',
      what: 'when you gave and withdrew consent for a child',
      action: 'kept',
      why: 'The law asks us to be able to show a parent’s consent was given; it holds no name, of yours or the child’s, and each is withdrawn at erasure.',
    },
    erased('attendance_corrections', 'ops corrections of your attendance, with their notes'),
    erased('referral_reviews', 'ops reviews of your referral, with their notes'),
    erased(
      'member_ops_events',
      'changes our team made to your profile, addresses, batch or reminder, with their reasons',
    ),
    {
      table: 'consent_events',
      what: 'when you gave and withdrew consents',
      action: 'kept',
      why: 'The law asks us to be able to show consent was given; it holds no name or number, and every consent is withdrawn at erasure.',
    },
    {
      table: 'grievances',
      what: 'your grievances',
      action: 'anonymised',
      why: 'Your words and our answer are removed; the reference, category and dates stay as the record of the grievance, its deadline and when it was answered.',
    },
    {
      table: 'erasure_requests',
      what: 'this request',
      action: 'kept',
      why: 'The record that you asked for erasure and when it was done; it holds no name or number.',
    },
    erased('redis', 'sign-in counters kept under your number, and your places on the boards'),
    {
      table: 'payment_orders',
      what: 'your orders and payments of the membership',
      action: 'kept',
      why: 'Tax law asks us to keep the record of each payment (its plan, amount, time and the gateway’s payment number); it holds no name or number. The voucher an order used is erased with your vouchers.',
    },
  ];
}

/** The step of a table; every table with a member's data has one (checked by a test). */
export function stepOf(plan: readonly ErasureStep[], table: string): ErasureStep | undefined {
  return plan.find((step) => step.table === table);
}
