import { DeclaredRoutes } from '@yoga/shared';
import { useAccountT } from '../locales/account-catalogue';
import { ROUTES } from './routes';

function PageLoading() {
  const t = useAccountT();
  return <p role="status">{t('account.loading')}</p>;
}

/** mf-account owns the member's account pages (src/app/routes.ts). */
export function AccountApp() {
  return <DeclaredRoutes routes={ROUTES} fallback={<PageLoading />} />;
}
