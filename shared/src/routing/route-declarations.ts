import type { Static } from 'typebox';
import type { BuiltRouteBody, NavBody } from '../schemas/remote-manifest-schemas';
import type { Language } from '../domain/languages';
import type { SeasonWindow } from './route-season';
import type { SpecPageView } from './spec-page-views';

/**
 * Each app (the shell and every remote) declares its routes once, in `src/app/routes.ts`, as
 * `export const ROUTES = [...] satisfies RouteDeclaration[]`. Everything else derives from it:
 * the app's `<Routes>`, the `routes.json` its build writes beside `mf-manifest.json`, the
 * config service's manifest, the shell's built-in manifest, the header and menus, the paid
 * redirect and the server's 404s (docs/decisions/0018).
 */

/** What every app's build writes beside its entry files: its `BuiltRoutes`. */
export const ROUTES_FILE = 'routes.json';

/** Where a route's link shows: the header (everyone), the member's row (signed in), the account menu. */
export type NavPlace = 'header' | 'member' | 'account';

export interface NavDeclaration {
  /** A message id of the app's own catalogue (`src/locales/<language>.json`). */
  labelId: string;
  place: NavPlace;
  /** Position among every app's links in the same place, smallest first. */
  order: number;
}

/** A page module: its component as the default export, with the catalogues it shows. */
export interface PageModule {
  default: unknown;
  PAGE_CATALOGUES?: readonly unknown[];
}

export interface RouteDeclaration {
  /** A react-router pattern, exact and case-sensitive: `/certificate/:id`. */
  path: string;
  /** Loaded when first opened; absent only for a page the app renders from its first bundle. */
  page?: () => Promise<PageModule>;
  /** Fixed props of the page, when one page serves several routes. */
  props?: Readonly<Record<string, string | number | boolean>>;
  nav?: NavDeclaration;
  /** Spec section 2: stays open to paid members on older challenges (no redirect). */
  openToPaid: boolean;
  /** Offered only on these days each year, unless ops set the route's dates. */
  season?: SeasonWindow;
  /** One of spec section 2's named page views, sent as the page_view's `page_name`. */
  pageView?: SpecPageView;
}

/** A link of the header or a menu, its label in every language (resolved at build time). */
export type BuiltNav = Static<typeof NavBody>;

/** A route as the build writes it to `routes.json`: the declaration without its code. */
export type BuiltRoute = Static<typeof BuiltRouteBody>;

/** The `routes.json` of one app. */
export interface BuiltRoutes {
  app: string;
  routes: BuiltRoute[];
}

/** The declaration's data, with each nav label looked up in the app's catalogues. */
export function buildRoutes(
  app: string,
  declarations: readonly RouteDeclaration[],
  catalogues: Record<Language, Readonly<Record<string, string>>>,
): BuiltRoutes {
  return {
    app,
    routes: declarations.map(({ path, nav, openToPaid, season, pageView }) => ({
      path,
      openToPaid,
      season: season ?? null,
      ...(pageView ? { pageView } : {}),
      nav: nav
        ? {
            ...nav,
            labels: Object.fromEntries(
              Object.entries(catalogues).map(([language, messages]) => {
                const label = messages[nav.labelId];
                if (typeof label !== 'string')
                  throw new Error(`${app}: ${path}'s label ${nav.labelId} is not in ${language}`);
                return [language, label];
              }),
            ) as Record<Language, string>,
          }
        : null,
    })),
  };
}
