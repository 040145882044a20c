import { Type, type Static } from 'typebox';
import { CalendarDayText } from '../../http/schemas';

const PhaseDay = (description: string) =>
  Type.Union([CalendarDayText(description), Type.Null()], { description });

/**
 * `PUT program/{id}/phases` (ops): the days a challenge's phases turn on (spec section 4), each
 * the challenge's own calendar day or null for a phase it does not use. All six are sent, so the
 * body is the whole state and sending it again changes nothing.
 */
export const ChallengePhasesInput = Type.Object(
  {
    referral_start_date: PhaseDay('First day referrals earn credit'),
    referral_end_date: PhaseDay('Last day referrals earn credit'),
    feedback_start_date: PhaseDay('First day feedback is asked for'),
    payment_start_date: PhaseDay('First day of the paid offer; feedback closes the day before'),
    voucher_generation_date: PhaseDay('Day vouchers are issued'),
    voucher_expiry_date: PhaseDay('Last day vouchers can be used'),
  },
  { additionalProperties: false },
);

export type ChallengePhasesInputRow = Static<typeof ChallengePhasesInput>;
