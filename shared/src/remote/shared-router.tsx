import { useContext, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_NavigationContext as NavigationContext,
  useLocation,
  type Location,
  type Navigator,
} from 'react-router-dom';

interface ShellRouter {
  location: Location;
  navigator: Navigator;
}

/*
 * The shell's router, shared with the React roots of the remotes. `@yoga/shared` and
 * react-router-dom are federation singletons, so this module exists once in the page.
 */
let shellRouter: ShellRouter | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Host side: rendered once inside the shell's router, it hands that router's location and
 * navigator to every remote, so the page has one router and one history.
 */
export function ShareRouterWithRemotes(): null {
  const location = useLocation();
  const { navigator } = useContext(NavigationContext);
  useLayoutEffect(() => {
    shellRouter = { location, navigator };
    for (const listener of listeners) listener();
  }, [location, navigator]);
  return null;
}

/**
 * Remote side: a router for a remote's own React root that follows the shell's. A remote's
 * `<Routes>`, `<Link>` and `useNavigate` read and move the shell's history; nothing is rendered
 * until the shell has shared its router (it mounts remotes from inside it).
 */
export function SharedRouter({ children }: { children: ReactNode }) {
  const router = useSyncExternalStore(subscribe, () => shellRouter);
  if (!router) return null;
  return (
    <Router
      location={router.location}
      navigator={router.navigator}
      future={{ v7_relativeSplatPath: true }}
    >
      {children}
    </Router>
  );
}
