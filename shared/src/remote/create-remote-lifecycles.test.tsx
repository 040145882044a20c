import { useEffect, useState, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defineCatalogue } from '../i18n/language-state';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { FIRST_VIEW_SETTLE_LIMIT_MS, useHoldFirstView } from './first-view-hold';
import { ROUTER_FUTURE } from './router-future';
import { ShareRouterWithRemotes } from './shared-router';

const catalogue = defineCatalogue('lifecycles', async () => ({ default: {} }));

function Page() {
  return <h1>Live sessions</h1>;
}

function Broken(): never {
  throw new Error('the remote crashed');
}

function Placeholder() {
  useHoldFirstView();
  return <p>Loading your day</p>;
}

let finishLoading: () => void = () => undefined;

/** Shows its placeholder until the test says its data has come. */
function Loading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    finishLoading = () => setLoaded(true);
  }, []);
  return loaded ? <h1>Your day</h1> : <Placeholder />;
}

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Mounts outside `act`: the mount waits for React's own commit, as on the page. */
async function mounted(App: ComponentType, onSettled?: () => void) {
  const lifecycles = createRemoteLifecycles(App, catalogue);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const acting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = acting.IS_REACT_ACT_ENVIRONMENT;
  acting.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await lifecycles.mount({ name: 'mf-test', domElement, onSettled });
  } finally {
    acting.IS_REACT_ACT_ENVIRONMENT = before;
  }
  return { lifecycles, domElement };
}

describe("a remote's single-spa lifecycles", () => {
  beforeEach(() => {
    // The shell's router, which remotes follow.
    render(
      <MemoryRouter initialEntries={['/live']} future={ROUTER_FUTURE}>
        <ShareRouterWithRemotes />
      </MemoryRouter>,
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('end the mount once its first view is on the screen', async () => {
    const { lifecycles, domElement } = await mounted(Page);
    expect(domElement.querySelector('h1')?.textContent).toBe('Live sessions');
    await act(() => lifecycles.unmount({ name: 'mf-test', domElement }));
    expect(domElement.innerHTML).toBe('');
  });

  it('settle at the first commit when the first view has no placeholder', async () => {
    const onSettled = jest.fn();
    const { lifecycles, domElement } = await mounted(Page, onSettled);
    await flush();
    expect(onSettled).toHaveBeenCalledTimes(1);
    await act(() => lifecycles.unmount({ name: 'mf-test', domElement }));
  });

  it('settle only once the placeholder has given way to the content', async () => {
    const onSettled = jest.fn();
    const { lifecycles, domElement } = await mounted(Loading, onSettled);
    await flush();
    expect(domElement.textContent).toBe('Loading your day');
    expect(onSettled).not.toHaveBeenCalled();
    act(() => finishLoading());
    await flush();
    expect(domElement.querySelector('h1')?.textContent).toBe('Your day');
    expect(onSettled).toHaveBeenCalledTimes(1);
    await act(() => lifecycles.unmount({ name: 'mf-test', domElement }));
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('report nothing once unmounted before settling, and leave no timer behind', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const onSettled = jest.fn();
      const { lifecycles, domElement } = await mounted(Loading, onSettled);
      await act(() => lifecycles.unmount({ name: 'mf-test', domElement }));
      expect(jest.getTimerCount()).toBe(0);
      act(() => void jest.advanceTimersByTime(FIRST_VIEW_SETTLE_LIMIT_MS));
      expect(onSettled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('settle at the limit when the placeholder stays', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const onSettled = jest.fn();
      const { lifecycles, domElement } = await mounted(Loading, onSettled);
      expect(onSettled).not.toHaveBeenCalled();
      act(() => void jest.advanceTimersByTime(FIRST_VIEW_SETTLE_LIMIT_MS - 1));
      expect(onSettled).not.toHaveBeenCalled();
      act(() => void jest.advanceTimersByTime(1));
      expect(onSettled).toHaveBeenCalledTimes(1);
      await act(() => lifecycles.unmount({ name: 'mf-test', domElement }));
    } finally {
      jest.useRealTimers();
    }
  });

  it('end the mount of a remote that crashes too, with its fallback on the screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lifecycles, domElement } = await mounted(Broken);
    expect(domElement.querySelector('button')).not.toBeNull();
    expect(domElement.querySelector('h1')).toBeNull();
    await act(() => lifecycles.unmount({ name: 'mf-test', domElement }));
  });
});
