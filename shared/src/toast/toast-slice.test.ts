import { makeStore } from '../store/store';
import { dismissToast, selectToasts, showToast } from './toast-slice';

describe('toast slice', () => {
  it('keeps an info or error toast for 5 s and a success toast for 3 s', () => {
    const store = makeStore();
    store.dispatch(showToast({ message: 'Saved', kind: 'success' }));
    store.dispatch(showToast({ message: 'Heads up' }));
    store.dispatch(showToast({ message: 'Failed', kind: 'error' }));
    expect(selectToasts(store.getState()).map((t) => [t.message, t.kind, t.durationMs])).toEqual([
      ['Saved', 'success', 3000],
      ['Heads up', 'info', 5000],
      ['Failed', 'error', 5000],
    ]);
  });

  it('gives each toast its own id and dismisses only that one', () => {
    const store = makeStore();
    store.dispatch(showToast({ message: 'one' }));
    store.dispatch(showToast({ message: 'two' }));
    const [first, second] = selectToasts(store.getState());
    expect(first?.id).not.toBe(second?.id);
    store.dispatch(dismissToast(first!.id));
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual(['two']);
  });

  it('drops the oldest toast past three', () => {
    const store = makeStore();
    for (const message of ['a', 'b', 'c', 'd']) store.dispatch(showToast({ message }));
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual(['b', 'c', 'd']);
  });
});
