import { remotesOwning, useAppSelector } from '@yoga/shared';
import { useLocation } from 'react-router-dom';
import { useRemoteRegistry } from './remote-registry-context';
import { selectRemoteStatus } from './remote-status-slice';

/**
 * Whether every remote on this page has shown its content (or its fallback). What a page puts
 * after remotes of unknown height waits for this, so it appears once instead of being pushed down
 * while they load (a layout shift; decision 0032).
 */
export function useRemotesSettled(): boolean {
  const { pathname } = useLocation();
  const { active } = useRemoteRegistry();
  const owners = remotesOwning(active, pathname);
  return useAppSelector((state) =>
    owners.every((name) => {
      const status = selectRemoteStatus(state, name);
      return status === 'ready' || status === 'failed';
    }),
  );
}
