import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

/** The site's header; `account` is what the right end shows (the sign-in link or the member's menu). */
export function SiteHeader({ account }: { account: ReactNode }) {
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
          <NavLink to="/live">Live</NavLink>
          <NavLink to="/callsupport">Support</NavLink>
          <NavLink to="/contactus">Contact</NavLink>
        </nav>
        {account}
      </div>
    </header>
  );
}
