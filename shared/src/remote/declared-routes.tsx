import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageModule, RouteDeclaration } from '../routing/route-declarations';
import { ensureCatalogue, type Catalogue } from '../i18n/language-state';

type Page = ComponentType<Record<string, unknown>>;

const lazyPages = new WeakMap<NonNullable<RouteDeclaration['page']>, Page>();

/**
 * A page loaded when first opened, with every catalogue it shows, so it never renders message
 * ids. One component per loader, so a page keeps its state across the app's re-renders.
 */
export function lazyPage(load: () => Promise<PageModule>): Page {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(async () => {
      const module = await load();
      await Promise.all(
        (module.PAGE_CATALOGUES ?? []).map((catalogue) => ensureCatalogue(catalogue as Catalogue)),
      );
      return { default: module.default as Page };
    });
    lazyPages.set(load, page);
  }
  return page;
}

export interface DeclaredRoutesProps<Routes extends readonly RouteDeclaration[]> {
  /** The app's `ROUTES` (its `src/app/routes.ts`). */
  routes: Routes;
  /** Pages in the app's first bundle, by path: the routes declared without `page`. */
  eager?: Partial<Record<Routes[number]['path'], ComponentType>>;
  /** Shown while a lazy page and its messages load. */
  fallback: ReactNode;
  /** Shown on a path the app does not declare (a remote shows nothing; the shell its 404). */
  notFound?: ReactNode;
}

/** The app's `<Routes>`, derived from its declarations. */
export function DeclaredRoutes<Routes extends readonly RouteDeclaration[]>({
  routes,
  eager = {},
  fallback,
  notFound = null,
}: DeclaredRoutesProps<Routes>) {
  const eagerPages: Partial<Record<string, ComponentType>> = eager;
  return (
    <Routes>
      {routes.map((route) => {
        const Eager = eagerPages[route.path];
        if (Eager)
          return <Route key={route.path} path={route.path} caseSensitive element={<Eager />} />;
        if (!route.page) throw new Error(`${route.path} is declared with no page`);
        const Page = lazyPage(route.page);
        return (
          <Route
            key={route.path}
            path={route.path}
            caseSensitive
            element={
              <Suspense fallback={fallback}>
                <Page {...route.props} />
              </Suspense>
            }
          />
        );
      })}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
