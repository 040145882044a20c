import { readOpsSession, subscribeOpsSession, type StoredOpsSession } from '@yoga/shared/host';
import { useSyncExternalStore } from 'react';

/** The ops person signed in to the console in this tab, or null. */
export function useOpsSession(): StoredOpsSession | null {
  return useSyncExternalStore(
    subscribeOpsSession,
    () => readOpsSession(),
    () => null,
  );
}
