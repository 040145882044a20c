import type { ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { defineCatalogue } from '../i18n/language-state';
import { createRemoteLifecycles } from './create-remote-lifecycles';
import { ROUTER_FUTURE } from './router-future';
import { ShareRouterWithRemotes } from './shared-router';

const catalogue = defineCatalogue('lifecycles', async () => ({ default: {} }));

function Page() {
  return <h1>Live sessions</h1>;
}

function Broken(): never {
  throw new Error('the remote crashed');
}

/** Mounts outside `act`: the mount waits for React's own commit, as on the page. */
async function mounted(App: ComponentType) {
  const lifecycles = createRemoteLifecycles(App, catalogue);
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const acting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = acting.IS_REACT_ACT_ENVIRONMENT;
  acting.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await lifecycles.mount({ name: 'mf-test', domElement });
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

  it('end the mount of a remote that crashes too, with its fallback on the screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { lifecycles, domElement } = await mounted(Broken);
    expect(domElement.querySelector('button')).not.toBeNull();
    expect(domElement.querySelector('h1')).toBeNull();
    await act(() => lifecycles.unmount({ name: 'mf-test', domElement }));
  });
});
