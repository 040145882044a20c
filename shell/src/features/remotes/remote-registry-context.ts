import { createContext, useContext } from 'react';
import type { RemoteRegistry } from './register-remote-apps';

export const RemoteRegistryContext = createContext<RemoteRegistry>({
  all: [],
  active: [],
  retry: async () => undefined,
});

export const useRemoteRegistry = () => useContext(RemoteRegistryContext);
