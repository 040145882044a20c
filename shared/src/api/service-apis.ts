import { createApi } from '@reduxjs/toolkit/query/react';
import { SERVICE_NAMES, SERVICE_TABLE, type ServiceName } from '../domain/services';
import { createServiceBaseQuery } from './service-base-query';

function createServiceApi<Name extends ServiceName>(name: Name) {
  return createApi({
    reducerPath: `${name}Api` as const,
    baseQuery: createServiceBaseQuery(name),
    tagTypes: SERVICE_TABLE[name].tagTypes,
    endpoints: () => ({}),
  });
}

/** The RTK Query API of one service: its reducer path is `<service>Api`. */
export type ServiceApi<Name extends ServiceName> = ReturnType<typeof createServiceApi<Name>>;

/*
 * One RTK Query API per service of the service table. They start empty: each
 * feature injects the endpoints it uses when it loads, so the shell's initial bundle does not
 * carry every feature's calls.
 */
export const serviceApis = Object.fromEntries(
  SERVICE_NAMES.map((name) => [name, createServiceApi(name)]),
) as { [Name in ServiceName]: ServiceApi<Name> };
