import { createRemoteLifecycles } from '@yoga/shared';
import { festivalsCatalogue } from '../locales/festivals-catalogue';
import { FestivalsApp } from './festivals-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(
  FestivalsApp,
  festivalsCatalogue,
);
