import { makeStore } from './store';

/**
 * The one store of the site. `@yoga/shared` is a federation singleton, so the shell and every
 * remote import this same instance.
 */
export const store = makeStore();
