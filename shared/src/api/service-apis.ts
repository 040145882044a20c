import { createApi } from '@reduxjs/toolkit/query/react';
import { createServiceBaseQuery } from './service-base-query';

/*
 * One RTK Query API per back-end service. They start empty: each remote injects the endpoints it
 * uses when it loads, so the shell's initial bundle does not carry every feature's calls.
 */
export const leadApi = createApi({
  reducerPath: 'leadApi',
  baseQuery: createServiceBaseQuery('lead'),
  endpoints: () => ({}),
});

export const authApi = createApi({
  reducerPath: 'authApi',
  baseQuery: createServiceBaseQuery('auth'),
  endpoints: () => ({}),
});

export const userApi = createApi({
  reducerPath: 'userApi',
  baseQuery: createServiceBaseQuery('user'),
  endpoints: () => ({}),
});

export const subscriptionApi = createApi({
  reducerPath: 'subscriptionApi',
  baseQuery: createServiceBaseQuery('subscription'),
  endpoints: () => ({}),
});

export const gamificationApi = createApi({
  reducerPath: 'gamificationApi',
  baseQuery: createServiceBaseQuery('gamification'),
  endpoints: () => ({}),
});

export const serviceApis = [leadApi, authApi, userApi, subscriptionApi, gamificationApi] as const;
