import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'info' | 'success' | 'error';

/**
 * A toast's text as a message id (and its values), translated when shown: a toast raised in
 * English reads in Hindi once the member switches, and any remote's catalogue can supply it.
 */
export interface ToastMessage {
  id: string;
  values?: Record<string, string | number>;
}

export interface Toast {
  id: string;
  message: ToastMessage;
  kind: ToastKind;
  durationMs: number;
}

/** Spec section 9: toasts stay 5 s, success toasts 3 s. */
export const TOAST_DURATION_MS = 5000;
export const SUCCESS_TOAST_DURATION_MS = 3000;
/** Older toasts give way so a burst of errors cannot cover a phone screen. */
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastState {
  items: Toast[];
}

const initialState: ToastState = { items: [] };

export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
        if (state.items.length > MAX_VISIBLE_TOASTS) state.items.shift();
      },
      prepare(input: { message: ToastMessage; kind?: ToastKind }) {
        const kind = input.kind ?? 'info';
        const durationMs = kind === 'success' ? SUCCESS_TOAST_DURATION_MS : TOAST_DURATION_MS;
        return { payload: { id: nanoid(), message: input.message, kind, durationMs } };
      },
    },
    dismissToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
