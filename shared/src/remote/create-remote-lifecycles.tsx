import { StrictMode, startTransition, useLayoutEffect, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { ensureCatalogue, type Catalogue } from '../i18n/language-state';
import { LanguageProvider } from '../i18n/language-provider';
import { store } from '../store/app-store';
import { FirstViewHoldProvider, firstViewHolds, type FirstViewHolds } from './first-view-hold';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { SharedRouter } from './shared-router';

/** What the shell passes to a remote when single-spa mounts it. */
export interface RemoteMountProps {
  name: string;
  domElement: HTMLElement;
  /**
   * Called once the remote's first view has no placeholder left (see `useHoldFirstView`); the
   * mount itself ends earlier, at the first commit.
   */
  onSettled?: () => void;
}

export interface RemoteLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props: RemoteMountProps) => Promise<void>;
  unmount: (props: RemoteMountProps) => Promise<void>;
}

/** Tells the mount that its first view is on the screen (the first commit). */
function OnFirstCommit({ onCommit, holds }: { onCommit: () => void; holds: FirstViewHolds }) {
  useLayoutEffect(() => {
    onCommit();
    holds.check();
  }, [onCommit, holds]);
  return null;
}

/**
 * single-spa lifecycles for a React remote: it renders under the one shared store, the shell's
 * router and its own error boundary, into the element the shell gives it. A remote that owns
 * several routes renders its own `<Routes>` (with `React.lazy` pages, so its first route does not
 * download the others); see docs/how-to-add-a-feature.md. Its message catalogues (its own, and
 * `extraCatalogue` of `@yoga/shared/ui-extra` when it shows those components at once) are loaded
 * in the page's language before the first render, and switch with the page from then on.
 */
export function createRemoteLifecycles(
  App: ComponentType,
  ...catalogues: [Catalogue, ...Catalogue[]]
): RemoteLifecycles {
  const roots = new Map<HTMLElement, { root: Root; holds: FirstViewHolds }>();
  return {
    bootstrap: async () => undefined,
    mount: async ({ name, domElement, onSettled }) => {
      await Promise.all(catalogues.map(ensureCatalogue));
      const holds = firstViewHolds(onSettled ?? (() => undefined));
      const root = createRoot(domElement);
      roots.set(domElement, { root, holds });
      // Rendered in slices, as the shell is: a remote's first render never blocks a tap for long.
      // The mount ends when the first view is committed, so the shell knows it is on screen.
      await new Promise<void>((resolve) =>
        startTransition(() =>
          root.render(
            <StrictMode>
              <Provider store={store}>
                <LanguageProvider>
                  <SharedRouter>
                    {/* Outside the boundary: a remote that fails shows its fallback, and that counts. */}
                    <OnFirstCommit onCommit={resolve} holds={holds} />
                    <FirstViewHoldProvider holds={holds}>
                      <RemoteErrorBoundary name={name}>
                        <App />
                      </RemoteErrorBoundary>
                    </FirstViewHoldProvider>
                  </SharedRouter>
                </LanguageProvider>
              </Provider>
            </StrictMode>,
          ),
        ),
      );
    },
    unmount: async ({ domElement }) => {
      const mounted = roots.get(domElement);
      mounted?.holds.stop();
      mounted?.root.unmount();
      roots.delete(domElement);
    },
  };
}
