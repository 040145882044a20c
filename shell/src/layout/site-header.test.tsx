import { makeStore, sessionStarted } from '@yoga/shared/host';
import { demoLead, renderWithStore } from '@yoga/shared/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { SiteHeader } from './site-header';

const LINKS = [
  { path: '/', label: 'Home' },
  { path: '/live', label: 'Live' },
];
const MEMBER_LINKS = [{ path: '/leaderboard', label: 'Leaderboard' }];

function renderHeader({ signedIn }: { signedIn: boolean }) {
  const store = makeStore();
  if (signedIn) {
    store.dispatch(sessionStarted({ accessToken: 'token', refreshToken: null, account: demoLead }));
  }
  return renderWithStore(
    <>
      <SiteHeader
        account={signedIn ? <button type="button">Sign out</button> : <a href="/login">Sign in</a>}
        links={LINKS}
        memberLinks={MEMBER_LINKS}
      />
      <p>The page</p>
      <a href="/after">After the header</a>
    </>,
    { store, route: '/' },
  );
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById('site-menu')!;
const isOpen = () => panel().classList.contains('site-menu--open');

describe('the header menu (one row on a phone)', () => {
  it('is a disclosure button that names the panel it opens and closes', () => {
    renderHeader({ signedIn: true });
    expect(menuButton()).toHaveAttribute('aria-controls', 'site-menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen()).toBe(false);

    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(isOpen()).toBe(true);

    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen()).toBe(false);
  });

  it("holds a member's header links, own pages and account", () => {
    renderHeader({ signedIn: true });
    const links = Array.from(panel().querySelectorAll('a')).map((link) => link.textContent);
    expect(links).toEqual(['Home', 'Live', 'Leaderboard']);
    expect(panel()).toContainElement(screen.getByRole('button', { name: 'Sign out' }));
  });

  it("keeps a visitor's sign-in link in the row, outside the panel", () => {
    renderHeader({ signedIn: false });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(panel()).not.toContainElement(signIn);
    expect(screen.queryByRole('link', { name: 'Leaderboard' })).toBeNull();
  });

  it('closes on Escape and gives the focus back to the button', () => {
    renderHeader({ signedIn: true });
    fireEvent.click(menuButton());
    screen.getByRole('link', { name: 'Live' }).focus();

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(isOpen()).toBe(false);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when a link in it is chosen', () => {
    renderHeader({ signedIn: true });
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('link', { name: 'Leaderboard' }));
    expect(isOpen()).toBe(false);
  });

  it('closes on a press outside the header, and not on one inside it', () => {
    renderHeader({ signedIn: true });
    fireEvent.click(menuButton());
    fireEvent.pointerDown(panel());
    expect(isOpen()).toBe(true);

    fireEvent.pointerDown(screen.getByText('The page'));
    expect(isOpen()).toBe(false);
  });

  it('closes when the focus moves past it, and stays open while it moves inside', () => {
    renderHeader({ signedIn: true });
    fireEvent.click(menuButton());
    act(() => screen.getByRole('link', { name: 'Leaderboard' }).focus());
    expect(isOpen()).toBe(true);

    act(() => screen.getByRole('link', { name: 'After the header' }).focus());
    expect(isOpen()).toBe(false);
  });
});
