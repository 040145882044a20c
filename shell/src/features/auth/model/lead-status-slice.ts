import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@yoga/shared';

export type LeadStatus = 'idle' | 'loading' | 'settled';

/** Whether the shell is still fetching the member's lead; the page waits behind a spinner. */
export const leadStatusSlice = createSlice({
  name: 'leadStatus',
  initialState: 'idle' as LeadStatus,
  reducers: {
    leadLoading: () => 'loading' as LeadStatus,
    leadSettled: () => 'settled' as LeadStatus,
  },
  selectors: {
    selectLeadLoading: (state) => state === 'loading',
  },
});

declare module '@yoga/shared' {
  interface LazyLoadedSlices {
    leadStatus: LeadStatus;
  }
}

export const injectedLeadStatusSlice = leadStatusSlice.injectInto(rootReducer);
export const { leadLoading, leadSettled } = leadStatusSlice.actions;
export const { selectLeadLoading } = injectedLeadStatusSlice.selectors;
