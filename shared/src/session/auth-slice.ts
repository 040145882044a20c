import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Lead } from '../models/member';

/** Spec section 3: the session auth state. */
export interface AuthState {
  account: Lead | null;
  freeMember: Lead | null;
  paidMember: Lead | null;
  accessToken: string | null;
  refreshToken: string | null;
  enteredName: string;
  enteredPhone: string;
  /** Whether the shell is still fetching the member's lead; the page waits behind a spinner. */
  leadStatus: 'idle' | 'loading' | 'settled';
}

const initialState: AuthState = {
  account: null,
  freeMember: null,
  paidMember: null,
  accessToken: null,
  refreshToken: null,
  enteredName: '',
  enteredPhone: '',
  leadStatus: 'idle',
};

const isPaid = (lead: Lead) => lead.is_paid || lead.ispaymentdone;

function setMember(state: AuthState, lead: Lead): void {
  state.freeMember = lead;
  state.paidMember = isPaid(lead) ? lead : null;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    detailsEntered(state, action: PayloadAction<{ name?: string; phone: string }>) {
      state.enteredName = action.payload.name ?? state.enteredName;
      state.enteredPhone = action.payload.phone;
    },
    sessionStarted(
      state,
      action: PayloadAction<{
        accessToken: string;
        refreshToken: string | null;
        account: Lead | null;
      }>,
    ) {
      state.accessToken = action.payload.accessToken;
      state.refreshToken = action.payload.refreshToken;
      state.account = action.payload.account;
      // The stored account already tells paid from free, before the fresh lead arrives.
      if (action.payload.account) setMember(state, action.payload.account);
    },
    leadLoaded(state, action: PayloadAction<Lead>) {
      state.account = action.payload;
      setMember(state, action.payload);
    },
    /**
     * The member changed their name on their account page (the server has it): the one session
     * write a remote may make, so the header greets them by it at once.
     */
    leadRenamed(state, action: PayloadAction<{ id: number; name: string }>) {
      for (const lead of [state.account, state.freeMember, state.paidMember]) {
        if (lead?.id === action.payload.id) lead.name = action.payload.name;
      }
    },
    signedOut() {
      return initialState;
    },
    leadLoading(state) {
      state.leadStatus = 'loading';
    },
    leadSettled(state) {
      state.leadStatus = 'settled';
    },
  },
  selectors: {
    selectAccount: (state) => state.account,
    selectIsSignedIn: (state) => state.accessToken !== null,
    selectEnteredPhone: (state) => state.enteredPhone,
    selectEnteredName: (state) => state.enteredName,
    /** Spec section 1: analytics tells paid users from free users. */
    selectUserType: (state): 'paid user' | 'free user' =>
      state.paidMember ? 'paid user' : 'free user',
    selectLead: (state) => state.freeMember,
    selectLeadLoading: (state) => state.leadStatus === 'loading',
  },
});

export const {
  detailsEntered,
  sessionStarted,
  leadLoaded,
  leadRenamed,
  signedOut,
  leadLoading,
  leadSettled,
} = authSlice.actions;
export const {
  selectAccount,
  selectIsSignedIn,
  selectEnteredPhone,
  selectEnteredName,
  selectUserType,
  selectLead,
  selectLeadLoading,
} = authSlice.selectors;
