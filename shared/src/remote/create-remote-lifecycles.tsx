import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { store } from '../store/app-store';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** What the shell passes to a remote when single-spa mounts it. */
export interface RemoteMountProps {
  name: string;
  domElement: HTMLElement;
}

export interface RemoteLifecycles {
  bootstrap: () => Promise<void>;
  mount: (props: RemoteMountProps) => Promise<void>;
  unmount: (props: RemoteMountProps) => Promise<void>;
}

/**
 * single-spa lifecycles for a React remote: it renders under the one shared store and its own
 * error boundary, into the element the shell gives it.
 */
export function createRemoteLifecycles(App: ComponentType): RemoteLifecycles {
  const roots = new Map<HTMLElement, Root>();
  return {
    bootstrap: async () => undefined,
    mount: async ({ name, domElement }) => {
      const root = createRoot(domElement);
      roots.set(domElement, root);
      root.render(
        <StrictMode>
          <Provider store={store}>
            <RemoteErrorBoundary name={name}>
              <App />
            </RemoteErrorBoundary>
          </Provider>
        </StrictMode>,
      );
    },
    unmount: async ({ domElement }) => {
      roots.get(domElement)?.unmount();
      roots.delete(domElement);
    },
  };
}
