import { DeclaredRoutes } from '@yoga/shared';
import { useLeaderboardT } from '../locales/leaderboard-catalogue';
import { ROUTES } from './routes';

function PageLoading() {
  const t = useLeaderboardT();
  return <p role="status">{t('leaderboard.loading')}</p>;
}

/** mf-leaderboard owns the game's pages (src/app/routes.ts). */
export function LeaderboardApp() {
  return <DeclaredRoutes routes={ROUTES} fallback={<PageLoading />} />;
}
