import { Link } from 'react-router-dom';
import { useShellT } from '../locales/shell-catalogue';
import './site-footer.css';

export function SiteFooter() {
  const t = useShellT();
  return (
    <footer className="site-footer">
      <nav aria-label={t('shell.footer.nav')} className="site-footer__links">
        <Link to="/callsupport">{t('shell.footer.callSupport')}</Link>
        <Link to="/contactus">{t('shell.footer.contact')}</Link>
        <Link to="/termsconditions">{t('shell.footer.terms')}</Link>
        <Link to="/privacypolicy">{t('shell.footer.privacy')}</Link>
      </nav>
      <p className="site-footer__note">
        {t('shell.footer.note', {
          // A year is not a count: no digit grouping.
          year: String(new Date().getFullYear()),
          company: t('shell.footer.company'),
        })}
      </p>
    </footer>
  );
}
