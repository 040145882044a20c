/** Spec section 4: the cookie holding the member's access token (read by the page's server too). */
export const SESSION_TOKEN_COOKIE = 'sessiontoken';

/**
 * The element of a page's HTML carrying the lead of the session that asked for the page
 * (`<script type="application/json">`), so the shell need not ask for it before anything else
 * can happen (decision 0048).
 */
export const INLINE_LEAD_ID = 'signed-in-lead';
