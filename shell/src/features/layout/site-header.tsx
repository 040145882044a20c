import { Link, NavLink } from 'react-router-dom';
import { AccountMenu } from '../auth/components/account-menu';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label="14-Day Yoga Challenge, home">
          <span className="brand__mark" aria-hidden="true">
            ॐ
          </span>
          <span className="brand__name">
            14-Day Yoga <span className="brand__accent">Challenge</span>
          </span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <NavLink to="/" end>
            Home
          </NavLink>
          <NavLink to="/callsupport">Support</NavLink>
          <NavLink to="/contactus">Contact</NavLink>
        </nav>
        <AccountMenu />
      </div>
    </header>
  );
}
