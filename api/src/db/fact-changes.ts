/**
 * The facts points are made of changed in one challenge: these members' (their attendance, their
 * referrals, later their payments), or every member's when the challenge's own rules changed.
 */
export interface FactChange {
  challengeId: number;
  members: readonly number[] | 'all';
}

export type NotifyFactChange = (change: FactChange) => void;
export type FactChangeListener = (change: FactChange) => void;
/** Returns the way to stop listening. */
export type SubscribeFactChanges = (listener: FactChangeListener) => () => void;

/**
 * One process's stream of fact changes: the module that writes a fact tells it once it has
 * committed, and whatever keeps something computed from facts (the game's standings) listens. A
 * new kind of fact joins by calling `notify`; no reader needs to learn of it.
 */
export interface FactChanges {
  notify: NotifyFactChange;
  subscribe: SubscribeFactChanges;
}

export function createFactChanges({
  log,
}: { log?: { error(object: unknown, message: string): void } } = {}): FactChanges {
  const listeners = new Set<FactChangeListener>();
  return {
    notify(change) {
      for (const listener of listeners) {
        // The write has committed and its caller is owed an answer; a listener's fault is its own.
        try {
          listener(change);
        } catch (error) {
          log?.error({ err: error, change }, 'a fact-change listener failed');
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
