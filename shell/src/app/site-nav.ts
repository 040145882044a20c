import {
  useLanguage,
  type Language,
  type Translate,
  type NavPlace,
  type RemoteDescriptor,
} from '@yoga/shared';
import { useRemoteRegistry } from '../features/remotes/remote-registry-context';
import { useShellT } from '../locales/shell-catalogue';
import { ROUTES } from './routes';

export interface SiteLink {
  path: string;
  label: string;
}

export type SiteNav = Record<NavPlace, SiteLink[]>;

/** The shell's own link labels: message ids of its catalogue, checked by the type. */
type ShellNavLabel = Extract<(typeof ROUTES)[number], { nav: object }>['nav']['labelId'];

/**
 * The header's and menus' links: the shell's own declared links and those of every route the
 * remotes offer now, ordered by their declared `order` across apps.
 */
export function siteNav(
  t: Translate<ShellNavLabel>,
  remotes: readonly RemoteDescriptor[],
  language: Language,
): SiteNav {
  const links: (SiteLink & { place: NavPlace; order: number })[] = [];
  for (const route of ROUTES) {
    if ('nav' in route) links.push({ path: route.path, label: t(route.nav.labelId), ...route.nav });
  }
  for (const remote of remotes) {
    for (const { path, nav } of remote.routes) {
      if (nav)
        links.push({ path, label: nav.labels[language], place: nav.place, order: nav.order });
    }
  }
  links.sort((a, b) => a.order - b.order);
  const inPlace = (place: NavPlace) =>
    links.filter((link) => link.place === place).map(({ path, label }) => ({ path, label }));
  return { header: inPlace('header'), member: inPlace('member'), account: inPlace('account') };
}

/** The links for this page load (the registry's remotes), in the page's language. */
export function useSiteNav(): SiteNav {
  const t = useShellT();
  const { language } = useLanguage();
  const { active } = useRemoteRegistry();
  return siteNav(t, active, language);
}
