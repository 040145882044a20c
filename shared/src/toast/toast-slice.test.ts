import { makeStore } from '../store/store';
import { dismissToast, selectToasts, showToast } from './toast-slice';

describe('toast slice', () => {
  it('keeps an info or error toast for 5 s and a success toast for 3 s', () => {
    const store = makeStore();
    store.dispatch(showToast({ message: { id: 'Saved' }, kind: 'success' }));
    store.dispatch(showToast({ message: { id: 'Heads up' } }));
    store.dispatch(showToast({ message: { id: 'Failed' }, kind: 'error' }));
    expect(selectToasts(store.getState()).map((t) => [t.message.id, t.kind, t.durationMs])).toEqual(
      [
        ['Saved', 'success', 3000],
        ['Heads up', 'info', 5000],
        ['Failed', 'error', 5000],
      ],
    );
  });

  it('gives each toast its own id and dismisses only that one', () => {
    const store = makeStore();
    store.dispatch(showToast({ message: { id: 'one' } }));
    store.dispatch(showToast({ message: { id: 'two' } }));
    const [first, second] = selectToasts(store.getState());
    expect(first?.id).not.toBe(second?.id);
    store.dispatch(dismissToast(first!.id));
    expect(selectToasts(store.getState()).map((t) => t.message.id)).toEqual(['two']);
  });

  it('drops the oldest toast past three', () => {
    const store = makeStore();
    for (const id of ['a', 'b', 'c', 'd']) store.dispatch(showToast({ message: { id } }));
    expect(selectToasts(store.getState()).map((t) => t.message.id)).toEqual(['b', 'c', 'd']);
  });
});
