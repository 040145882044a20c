import { selectAccount, type AppDispatch, type AppStore, type Lead } from '@yoga/shared';
import { leadLoaded, leadLoading, leadSettled, saveLeadDetails } from '@yoga/shared/host';
import { joinEndpoints } from '../api/auth-endpoints';

/** The lead-details cookie and the store both hold the member's lead from here on. */
export function rememberLead(dispatch: AppDispatch, lead: Lead): void {
  saveLeadDetails(lead);
  dispatch(leadLoaded(lead));
}

/**
 * Loads the signed-in member's lead: by id when the account is known (lead/getleadinfo/{id}),
 * otherwise by session (lead/get). A failure leaves the lead unknown; the base query has already
 * ended the session if it was a 401.
 */
export async function loadLead(store: AppStore): Promise<Lead | null> {
  const account = selectAccount(store.getState());
  const request = account
    ? store.dispatch(
        joinEndpoints.endpoints.shellLeadInfo.initiate(account.id, { forceRefetch: true }),
      )
    : store.dispatch(
        joinEndpoints.endpoints.shellMyLead.initiate(undefined, { forceRefetch: true }),
      );
  try {
    const result = await request;
    if (!result.data) return null;
    rememberLead(store.dispatch, result.data);
    return result.data;
  } finally {
    request.unsubscribe();
  }
}

/** Loads the lead while the page spinner stands in for the page (spec section 2). */
export async function loadLeadBehindSpinner(store: AppStore): Promise<Lead | null> {
  store.dispatch(leadLoading());
  try {
    return await loadLead(store);
  } finally {
    store.dispatch(leadSettled());
  }
}
