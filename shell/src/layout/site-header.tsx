import { selectIsSignedIn, Trans, useAppSelector } from '@yoga/shared';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useShellT } from '../locales/shell-catalogue';
import { LanguageSwitch } from './language-switch';
import { useHeaderMenu } from './use-header-menu';

export interface HeaderLink {
  path: string;
  label: string;
}

/**
 * The site's header; `account` is what the right end shows (the sign-in link or the member's
 * menu). The links come from the routes' declarations: `links` for everyone, `memberLinks` for a
 * signed-in member. On a phone the header is one row (brand, language, a visitor's sign-in link)
 * and the links, with a member's account, sit in a panel behind a menu button; wider screens show
 * them in the header (docs/decisions/0026).
 */
export function SiteHeader({
  account,
  links,
  memberLinks,
}: {
  account: ReactNode;
  links: HeaderLink[];
  memberLinks: HeaderLink[];
}) {
  const t = useShellT();
  const signedIn = useAppSelector(selectIsSignedIn);
  const { open, toggle, closeOnChoice, buttonRef, headerRef } = useHeaderMenu();
  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__inner">
        {/* Named by its visible text alone, so voice control users can say what they see. */}
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            ॐ
          </span>
          <span className="brand__name">
            <Trans id="shell.header.brand" components={{ 0: <span className="brand__accent" /> }} />
          </span>
        </Link>
        <LanguageSwitch />
        {!signedIn && account}
        <button
          ref={buttonRef}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={t('shell.header.menu')}
          onClick={toggle}
        >
          <span className="site-header__menu-icon" aria-hidden="true" />
        </button>
        <div
          id="site-menu"
          className={open ? 'site-menu site-menu--open' : 'site-menu'}
          onClick={closeOnChoice}
        >
          <nav aria-label={t('shell.header.nav')} className="site-nav">
            {links.map(({ path, label }) => (
              <NavLink key={path} to={path} end>
                {label}
              </NavLink>
            ))}
          </nav>
          {/* A member's own pages; a visitor (and the pre-rendered home page) has none yet. */}
          {signedIn && memberLinks.length > 0 && (
            <nav aria-label={t('shell.header.memberNav')} className="member-nav">
              {memberLinks.map(({ path, label }) => (
                <NavLink key={path} to={path} end>
                  {label}
                </NavLink>
              ))}
            </nav>
          )}
          {signedIn && account}
        </div>
      </div>
    </header>
  );
}
