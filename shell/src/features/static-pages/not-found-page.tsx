import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <article className="static-page not-found">
      <h1>We could not find that page</h1>
      <p>The link may be old, or the page may have moved. Everything else is still here.</p>
      <p>
        <Link className="button button--primary" to="/">
          Go to the home page
        </Link>
      </p>
    </article>
  );
}
