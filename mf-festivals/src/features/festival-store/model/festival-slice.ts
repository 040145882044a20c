import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@yoga/shared';
import { EMPTY_FESTIVAL_STATE, mergeFestivalState, type FestivalState } from '@yoga/shared/domain';

/** Spec section 3's festival store, in the one store while mf-festivals is loaded. */
export const festivalSlice = createSlice({
  name: 'festival',
  initialState: EMPTY_FESTIVAL_STATE,
  reducers: {
    /** This device's (or this member's) progress read back: it replaces what is shown. */
    festivalLoaded: (_state, action: PayloadAction<FestivalState>) => action.payload,
    /** Progress from elsewhere (the server): added, nothing lost. */
    festivalMerged: (state, action: PayloadAction<FestivalState>) =>
      mergeFestivalState(state, action.payload),
    /** The member's place in the step-by-step tool (garba): it only moves forward. */
    festivalProgressed: (state, action: PayloadAction<FestivalState['festivalProgress']>) =>
      mergeFestivalState(state, { ...EMPTY_FESTIVAL_STATE, festivalProgress: action.payload }),
    toolCompleted(state, action: PayloadAction<string>) {
      if (!state.completedTools.includes(action.payload)) state.completedTools.push(action.payload);
    },
  },
  selectors: {
    selectFestival: (state) => state,
    selectToolDone: (state, tool: string) => state.completedTools.includes(tool),
  },
});

declare module '@yoga/shared' {
  interface LazyLoadedSlices {
    festival: FestivalState;
  }
}

export const injectedFestivalSlice = festivalSlice.injectInto(rootReducer);

export const { festivalLoaded, festivalMerged, festivalProgressed, toolCompleted } =
  festivalSlice.actions;
export const { selectFestival, selectToolDone } = injectedFestivalSlice.selectors;
