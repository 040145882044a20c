import { RemoteUnavailable, useAppSelector } from '@yoga/shared';
import { useLayoutEffect, useRef } from 'react';
import { remoteContainer } from './remote-containers';
import { useRemoteRegistry } from './remote-registry-context';
import { selectRemoteStatus } from './remote-status-slice';
import { useShellT } from '../../locales/shell-catalogue';
import './remote-slot.css';

/** Where one remote appears on a page: its content, a loading line, or the fallback with retry. */
export function RemoteSlot({ name }: { name: string }) {
  const host = useRef<HTMLDivElement>(null);
  const status = useAppSelector((state) => selectRemoteStatus(state, name));
  const { retry } = useRemoteRegistry();
  const t = useShellT();

  useLayoutEffect(() => {
    const element = remoteContainer(name);
    host.current?.appendChild(element);
    return () => element.remove();
  }, [name]);

  return (
    <section className="remote-slot" aria-busy={status === 'loading'}>
      {status === 'loading' && (
        <p className="remote-slot__loading" role="status">
          {t('shell.loading')}
        </p>
      )}
      {status === 'failed' && <RemoteUnavailable onRetry={() => void retry(name)} />}
      <div ref={host} hidden={status === 'failed'} />
    </section>
  );
}
