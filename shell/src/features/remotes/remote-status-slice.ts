import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@yoga/shared';

/**
 * `shown`: its first view is on the screen but still has placeholders; `ready`: settled (see
 * `useHoldFirstView`).
 */
export type RemoteStatus = 'loading' | 'shown' | 'ready' | 'failed';

export type RemoteStatusState = Record<string, RemoteStatus>;

export const remoteStatusSlice = createSlice({
  name: 'remoteStatus',
  initialState: {} as RemoteStatusState,
  reducers: {
    remoteLoading(state, action: PayloadAction<string>) {
      state[action.payload] = 'loading';
    },
    remoteShown(state, action: PayloadAction<string>) {
      // The remote may have settled already, in the same turn as its first commit.
      if (state[action.payload] === 'loading') state[action.payload] = 'shown';
    },
    remoteReady(state, action: PayloadAction<string>) {
      state[action.payload] = 'ready';
    },
    remoteFailed(state, action: PayloadAction<string>) {
      state[action.payload] = 'failed';
    },
  },
  selectors: {
    selectRemoteStatus: (state, name: string): RemoteStatus | undefined => state[name],
  },
});

declare module '@yoga/shared' {
  interface LazyLoadedSlices {
    remoteStatus: RemoteStatusState;
  }
}

/** The shell's own slice joins the shared store lazily, like any remote's would. */
export const injectedRemoteStatusSlice = remoteStatusSlice.injectInto(rootReducer);

export const { remoteLoading, remoteShown, remoteReady, remoteFailed } = remoteStatusSlice.actions;
export const { selectRemoteStatus } = injectedRemoteStatusSlice.selectors;
