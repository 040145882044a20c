import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import Cookies from 'js-cookie';
import type { ServiceName } from '../domain/services';
import { clearOpsSession, readOpsSession } from '../session/ops-session';
import { SESSION_TOKEN_COOKIE } from '../session/session-storage';
import { getServiceUrl } from './runtime-config';
import { expireSession, renewSession } from './session-renewal';

/** Headers of a call carrying the bearer token `tokenOf` reads at the time of the call. */
const withBearer =
  (tokenOf: () => string | undefined) =>
  (headers: Headers): Headers => {
    headers.set('Accept', 'application/json');
    const token = tokenOf();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  };

export const withSessionHeaders = withBearer(() => Cookies.get(SESSION_TOKEN_COOKIE));

const withOpsHeaders = withBearer(() => readOpsSession()?.accessToken);

/**
 * An endpoint of the ops console declares `extraOptions: AS_OPS`: it is sent with the ops
 * person's token, never the member session's, and a 401 ends the ops session only.
 */
export const AS_OPS = { as: 'ops' } as const;

const isOpsCall = (extraOptions: unknown) =>
  (extraOptions as { as?: unknown } | undefined)?.as === AS_OPS.as;

export type ServiceBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/**
 * A base query whose URL is read on every call, because the shell only learns the service URLs
 * from the runtime manifest after the API slices were created.
 *
 * A 401 on a call made with a session tries the refresh token once and repeats the call; if the
 * server refuses the refresh token the session ends (spec section 8). Other failures are logged, and the calling component
 * shows its own error state.
 */
export function createServiceBaseQuery(service: ServiceName): ServiceBaseQuery {
  let cachedUrl = '';
  let cachedQueries: { member: ServiceBaseQuery; ops: ServiceBaseQuery } | null = null;
  const queriesFor = () => {
    const baseUrl = getServiceUrl(service);
    if (cachedQueries === null || cachedUrl !== baseUrl) {
      cachedUrl = baseUrl;
      cachedQueries = {
        member: fetchBaseQuery({ baseUrl, prepareHeaders: withSessionHeaders }),
        ops: fetchBaseQuery({ baseUrl, prepareHeaders: withOpsHeaders }),
      };
    }
    return cachedQueries;
  };
  const queryFor = () => queriesFor().member;
  return async (args, api, extraOptions) => {
    if (isOpsCall(extraOptions)) {
      const result = await queriesFor().ops(args, api, extraOptions);
      if (result.error?.status === 401) clearOpsSession();
      return result;
    }
    const hadSession = Cookies.get(SESSION_TOKEN_COOKIE) !== undefined;
    let result = await queryFor()(args, api, extraOptions);
    if (result.error?.status === 401 && hadSession) {
      const renewal = await renewSession(api.dispatch);
      if (renewal === 'renewed') result = await queryFor()(args, api, extraOptions);
      // A renewal that got no answer keeps the session: a member on a patchy network is not
      // signed out for it, and the calling component shows its error state.
      if (renewal === 'rejected' || (renewal === 'renewed' && result.error?.status === 401)) {
        expireSession(api.dispatch);
      }
    }
    if (result.error && result.error.status !== 401) {
      console.error(`[${service}] request failed`, args, result.error);
    }
    return result;
  };
}
