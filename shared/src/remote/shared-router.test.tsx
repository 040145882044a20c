import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTER_FUTURE } from './router-future';
import { ShareRouterWithRemotes, SharedRouter } from './shared-router';

function ShellLocation() {
  return <p data-testid="shell-location">{useLocation().pathname}</p>;
}

/** A remote's own React root: its routes and links, on the shell's router. */
function RemoteApp() {
  return (
    <Routes>
      <Route path="/" element={<Link to="/live">To the live sessions</Link>} />
      <Route path="/live" element={<h1>Live sessions</h1>} />
    </Routes>
  );
}

describe('one router shared between the shell and a remote root', () => {
  it('renders the remote on the shell location and moves the shell history from the remote', async () => {
    render(
      <MemoryRouter initialEntries={['/']} future={ROUTER_FUTURE}>
        <ShareRouterWithRemotes />
        <ShellLocation />
      </MemoryRouter>,
    );
    // A second, separate tree, as single-spa mounts a remote with its own createRoot.
    const remote = document.createElement('div');
    document.body.append(remote);
    render(
      <SharedRouter>
        <RemoteApp />
      </SharedRouter>,
      { container: remote },
    );

    await userEvent.click(await screen.findByRole('link', { name: 'To the live sessions' }));
    expect(await screen.findByRole('heading', { name: 'Live sessions' })).toBeInTheDocument();
    expect(screen.getByTestId('shell-location')).toHaveTextContent('/live');
  });
});
