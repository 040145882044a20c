import { ensureCatalogue, type Catalogue } from './language-state';

/**
 * For `React.lazy`: fetches a page's code and its messages together, so the page never renders
 * message ids: `lazy(withCatalogue(pagesCatalogue, () => import('./terms-page')))`.
 */
export function withCatalogue<Module>(
  catalogue: Catalogue,
  loadModule: () => Promise<Module>,
): () => Promise<Module> {
  return () => Promise.all([loadModule(), ensureCatalogue(catalogue)]).then(([module]) => module);
}
