import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

/** The frame of every text page: a heading the page is named by, then its sections. */
export function StaticPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="static-page">
      <h1>{title}</h1>
      {intro && <p className="static-page__intro">{intro}</p>}
      {children}
    </article>
  );
}
