import { EMPTY_FESTIVAL_STATE, mergeFestivalState, type FestivalState } from '@yoga/shared/domain';

/**
 * Where this device keeps festival progress: a visitor's under one key, each member's under their
 * own, so a second member signing in on a shared phone never takes the first one's progress.
 */
export const festivalStorageKey = (leadId: number | null) => `yoga_festival:${leadId ?? 'visitor'}`;

function parse(raw: string | null): FestivalState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FestivalState>;
    if (!value || typeof value !== 'object') return null;
    // Read through the merge, so a stored value of an older shape still gives a whole state.
    return mergeFestivalState(EMPTY_FESTIVAL_STATE, {
      habits: value.habits && typeof value.habits === 'object' ? value.habits : {},
      completedTools: Array.isArray(value.completedTools) ? value.completedTools : [],
      festivalProgress: {
        currentStep: Number(value.festivalProgress?.currentStep) || 0,
        isCompleted: value.festivalProgress?.isCompleted === true,
      },
    });
  } catch {
    return null;
  }
}

/** The progress this device keeps for the visitor or member; empty when none or unreadable. */
export function readDeviceFestival(storage: Storage, leadId: number | null): FestivalState {
  return parse(storage.getItem(festivalStorageKey(leadId))) ?? EMPTY_FESTIVAL_STATE;
}

export function saveDeviceFestival(
  storage: Storage,
  leadId: number | null,
  state: FestivalState,
): void {
  try {
    storage.setItem(festivalStorageKey(leadId), JSON.stringify(state));
  } catch {
    // A full or refused storage keeps the progress for this visit only.
  }
}

/**
 * A member's progress on this device when they sign in: their own, with what they did here as a
 * visitor added once (the visitor's copy is then cleared, so it is not added to someone else's).
 */
export function claimVisitorFestival(storage: Storage, leadId: number): FestivalState {
  const visitor = readDeviceFestival(storage, null);
  const merged = mergeFestivalState(readDeviceFestival(storage, leadId), visitor);
  saveDeviceFestival(storage, leadId, merged);
  storage.removeItem(festivalStorageKey(null));
  return merged;
}
