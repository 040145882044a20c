import { Link } from 'react-router-dom';
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
        <Link className="button button--primary" to="/">
          {t('shell.notFound.home')}
        </Link>
      </p>
    </article>
  );
}
