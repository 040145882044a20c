/*
 * The language layer (docs/decisions/0009-i18n-library.md): one Lingui instance for the page, per-app
 * catalogues compiled at build time and loaded per language on demand.
 */
export {
  currentLanguage,
  defineCatalogue,
  ensureCatalogue,
  type Catalogue,
  type CatalogueLoader,
  type CatalogueModule,
} from './language-state';
export { withCatalogue } from './catalogue';
export { LanguageProvider } from './language-provider';
export { useCatalogueT } from './use-catalogue-t';
export {
  useLanguage,
  useT,
  type LanguageControl,
  type MessageValues,
  type Translate,
} from './use-translation';
export { useFormat, type Formatters } from './format';
export { useProblemText } from './problem-text';
export { useContentText, type ContentText } from './use-content-text';
export { Trans } from '@lingui/react';
