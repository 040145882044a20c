import type { RemoteDescriptor } from '@yoga/shared';
import { makeStore } from '@yoga/shared/host';
import { manifestRoute, renderWithStore } from '@yoga/shared/testing';
import { act, screen } from '@testing-library/react';
import { RemoteRegistryContext } from './remote-registry-context';
import { remoteFailed, remoteLoading, remoteReady, remoteShown } from './remote-status-slice';
import { useRemotesSettled } from './use-remotes-settled';

const remote = (name: string, path: string): RemoteDescriptor => ({
  name,
  entry: `/remotes/${name}/mf-manifest.json`,
  enabled: true,
  activeFrom: null,
  activeUntil: null,
  routes: [manifestRoute(path)],
});
const REMOTES = [remote('mf-challenge', '/'), remote('mf-leaderboard', '/leaderboard')];

function Probe() {
  return <p>{useRemotesSettled() ? 'settled' : 'waiting'}</p>;
}

function renderAt(route: string) {
  const store = makeStore();
  renderWithStore(
    <RemoteRegistryContext.Provider
      value={{ all: REMOTES, active: REMOTES, retry: async () => undefined }}
    >
      <Probe />
    </RemoteRegistryContext.Provider>,
    { store, route },
  );
  return store;
}

describe('whether the remotes of a page have settled', () => {
  it('waits for the remote that owns the page until its placeholders have given way', () => {
    const store = renderAt('/');
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => void store.dispatch(remoteLoading('mf-challenge')));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // Another page's remote says nothing about this one.
    act(() => void store.dispatch(remoteReady('mf-leaderboard')));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // On the screen, but still showing its loading room.
    act(() => void store.dispatch(remoteShown('mf-challenge')));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => void store.dispatch(remoteReady('mf-challenge')));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('stays settled when the mount ends after the remote has settled', () => {
    const store = renderAt('/');
    act(() => void store.dispatch(remoteLoading('mf-challenge')));
    act(() => void store.dispatch(remoteReady('mf-challenge')));
    act(() => void store.dispatch(remoteShown('mf-challenge')));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('counts a remote that failed (its fallback is shown) as settled', () => {
    const store = renderAt('/');
    act(() => void store.dispatch(remoteFailed('mf-challenge')));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });

  it('has nothing to wait for on a page no remote owns', () => {
    renderAt('/callsupport');
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
