import { DeclaredRoutes } from '@yoga/shared';
import { FestivalSync } from '../features/festival-store/components/festival-sync';
import { useFestivalsT } from '../locales/festivals-catalogue';
import { ROUTES } from './routes';

function PageLoading() {
  const t = useFestivalsT();
  return <p role="status">{t('festivals.loading')}</p>;
}

/** mf-festivals owns the festival pages (src/app/routes.ts) and the festival store. */
export function FestivalsApp() {
  return (
    <>
      <FestivalSync />
      <DeclaredRoutes routes={ROUTES} fallback={<PageLoading />} />
    </>
  );
}
