import { createRemoteLifecycles } from '@yoga/shared';
import { accountCatalogue } from '../locales/account-catalogue';
import { AccountApp } from './account-app';

export const { bootstrap, mount, unmount } = createRemoteLifecycles(AccountApp, accountCatalogue);
