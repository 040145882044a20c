import type { Lead } from '../models/member';

/** A free member for tests of browser code. */
export const demoLead: Lead = {
  id: 7,
  name: 'Asha',
  slug: 'asha-x',
  phone_number: '+919876543210',
  country_code: 'IN',
  active_challenge_id: 61,
  is_paid: false,
  ispaymentdone: false,
};
