import { remotesOwning } from '@yoga/shared';
import { useLocation } from 'react-router-dom';
import { useRemoteRegistry } from './remote-registry-context';
import { RemoteSlot } from './remote-slot';

/** The slots of every active remote that owns the current path; nothing when none does. */
export function RemoteSlots() {
  const { pathname } = useLocation();
  const { active } = useRemoteRegistry();
  return remotesOwning(active, pathname).map((name) => <RemoteSlot key={name} name={name} />);
}
