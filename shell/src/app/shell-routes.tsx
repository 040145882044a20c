import { DeclaredRoutes, lazyPage, pathAvailability } from '@yoga/shared';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { JoinPage } from '../features/auth/components/join-page';
import { RemoteSlots } from '../features/remotes/remote-slots';
import { useRemoteRegistry } from '../features/remotes/remote-registry-context';
import { HomePage } from './pages/home-page';
import { PageLoading } from './page-loading';
import { ROUTES } from './routes';

const NotFoundPage = lazyPage(() => import('../features/static-pages/not-found-page'));
const SeasonPage = lazyPage(() => import('../features/static-pages/season-page'));

/**
 * A path no shell page claims: a remote's page when one offers it now, the season page when its
 * route is out of season, else the 404 page (the server answers the same statuses).
 */
function RemoteOrNotFound() {
  const { pathname } = useLocation();
  const { all, active } = useRemoteRegistry();
  if (pathAvailability(pathname, [], active, new Date()) === 'page') return <RemoteSlots />;
  const Page =
    pathAvailability(pathname, [], all, new Date()) === 'off-season' ? SeasonPage : NotFoundPage;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/*
 * The home page and a friend's join link stay in the first bundle: they are where members
 * arrive. Every other page loads when opened, so the home page's first download stays small.
 */
export function ShellRoutes() {
  return (
    <DeclaredRoutes
      routes={ROUTES}
      eager={{ '/': HomePage, '/join/:slug': JoinPage }}
      fallback={<PageLoading />}
      notFound={<RemoteOrNotFound />}
    />
  );
}
