/** A lead / free member, with the spec's field names (section 3). */
export interface Lead {
  id: number;
  name: string;
  slug: string;
  phone_number: string;
  country_code: string;
  active_challenge_id: number | null;
  is_paid: boolean;
  ispaymentdone: boolean;
}

/** What the auth service answers on sign-in and refresh. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  account: Lead;
}

/** What joining and asking for a code answer. */
export interface CodeSent {
  message: string;
  phone_number: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}
