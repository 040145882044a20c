import { selectIsSignedIn, Trans, useAppSelector } from '@yoga/shared';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useShellT } from '../locales/shell-catalogue';
import { LanguageSwitch } from './language-switch';

/** The site's header; `account` is what the right end shows (the sign-in link or the member's menu). */
export function SiteHeader({ account }: { account: ReactNode }) {
  const t = useShellT();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <header className="site-header">
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
        <nav aria-label={t('shell.header.nav')} className="site-nav">
          <NavLink to="/" end>
            {t('shell.header.navHome')}
          </NavLink>
          <NavLink to="/live">{t('shell.header.navLive')}</NavLink>
          <NavLink to="/callsupport">{t('shell.header.navSupport')}</NavLink>
          <NavLink to="/contactus">{t('shell.header.navContact')}</NavLink>
        </nav>
        <LanguageSwitch />
        {account}
        {/* A member's own pages; a visitor (and the pre-rendered home page) has none yet. */}
        {signedIn && (
          <nav aria-label={t('shell.header.memberNav')} className="member-nav">
            <NavLink to="/leaderboard">{t('shell.header.navLeaderboard')}</NavLink>
            <NavLink to="/referrals">{t('shell.header.navReferrals')}</NavLink>
            <NavLink to="/gifts">{t('shell.header.navGifts')}</NavLink>
            <NavLink to="/vouchers">{t('shell.header.navVouchers')}</NavLink>
            <NavLink to="/guessandwin">{t('shell.header.navGuess')}</NavLink>
          </nav>
        )}
      </div>
    </header>
  );
}
