import { useShellT } from '../locales/shell-catalogue';

/** The line a page shows while its code arrives; the server sends it too (render-home-shell). */
export function PageLoading() {
  const t = useShellT();
  return (
    <p className="page-loading" role="status">
      {t('shell.loading')}
    </p>
  );
}
