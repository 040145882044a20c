import { ButtonLink } from '@yoga/shared';
import { useDocumentTitle } from '../../layout/use-document-title';
import { useShellT } from '../../locales/shell-catalogue';

export function NotFoundPage() {
  const t = useShellT();
  useDocumentTitle(t('shell.notFound.title'));
  return (
    <article className="static-page not-found">
      <h1>{t('shell.notFound.heading')}</h1>
      <p>{t('shell.notFound.text')}</p>
      <p>
        <ButtonLink to="/">{t('shell.notFound.home')}</ButtonLink>
      </p>
    </article>
  );
}
