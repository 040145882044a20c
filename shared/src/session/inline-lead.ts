import { INLINE_LEAD_ID } from '../domain/session-page';
import type { Lead } from '../models/member';

/**
 * The lead the page's server read with the session cookie the page was asked with (decision
 * 0048), taken once: the element is removed, so a later restore asks the API. It counts only if
 * it is the stored account's lead (or no account is stored, when the shell would ask for the
 * session's lead anyway); anything else or anything unreadable is null, and the shell asks the
 * API as before.
 */
export function takeInlineLead(page: Document, accountId: number | null): Lead | null {
  const element = page.getElementById(INLINE_LEAD_ID);
  if (!element) return null;
  element.remove();
  let lead: unknown;
  try {
    lead = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  if (typeof lead !== 'object' || lead === null) return null;
  const { id } = lead as { id?: unknown };
  if (typeof id !== 'number' || (accountId !== null && id !== accountId)) return null;
  return lead as Lead;
}
