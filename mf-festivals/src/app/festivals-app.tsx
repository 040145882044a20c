import { DeclaredRoutes } from '@yoga/shared';
import { useFestivalsT } from '../locales/festivals-catalogue';
import { ROUTES } from './routes';

function PageLoading() {
  const t = useFestivalsT();
  return <p role="status">{t('festivals.loading')}</p>;
}

/** mf-festivals owns the festival pages (src/app/routes.ts). */
export function FestivalsApp() {
  return <DeclaredRoutes routes={ROUTES} fallback={<PageLoading />} />;
}
