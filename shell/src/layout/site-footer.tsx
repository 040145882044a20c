import { Link } from 'react-router-dom';
import { SITE_CONTACT } from '../config/site-contact';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer" className="site-footer__links">
        <Link to="/callsupport">Call support</Link>
        <Link to="/contactus">Contact us</Link>
        <Link to="/termsconditions">Terms &amp; conditions</Link>
        <Link to="/privacypolicy">Privacy policy</Link>
      </nav>
      <p className="site-footer__note">
        © {new Date().getFullYear()} {SITE_CONTACT.company}. Practise within your limits; consult a
        doctor if you have a medical condition.
      </p>
    </footer>
  );
}
