/**
 * The API's wire schemas that the browser reads too, in TypeBox. The API validates and documents
 * with them; `@yoga/shared/models` derives its types from them with `import type`, so none of
 * this code reaches a browser bundle (lint refuses a value import outside the API).
 */
export * from './address-schemas';
export * from './certificate-schemas';
export * from './challenge-schemas';
export * from './error-schemas';
export * from './game-schemas';
export * from './live-schemas';
export * from './member-schemas';
export * from './schema-parts';
export * from './remote-manifest-schemas';
export * from './festival-schemas';
export * from './festival-content-schemas';
export * from './profile-schemas';
export * from './data-rights-schemas';
export * from './postal-schemas';
export * from './feedback-schemas';
export * from './payment-schemas';
export * from './kids-camp-schemas';
export * from './client-log-schemas';
export * from './ops-people-schemas';
export * from './ops-dashboard-schemas';
