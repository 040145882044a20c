import { serviceApis, type RemoteDescriptor, type RemoteManifest } from '@yoga/shared';
import { AS_OPS } from '@yoga/shared/host';
import type { RemoteEvents, RemoteReleases } from '@yoga/shared/schemas';

/** A remote's or one of its routes' switch and window, and why (the audit log keeps it). */
export interface SwitchChange {
  enabled: boolean;
  activeFrom: string | null;
  activeUntil: string | null;
  reason: string;
}

/** Admins: the remotes the shell serves, their windows and their releases (issue 25's routes). */
export const opsRemoteEndpoints = serviceApis.config.injectEndpoints({
  endpoints: (build) => ({
    opsRemotes: build.query<RemoteDescriptor[], void>({
      query: () => 'remotes',
      transformResponse: (manifest: RemoteManifest) => manifest.remotes,
      extraOptions: AS_OPS,
      providesTags: ['Remote'],
    }),
    opsReleases: build.query<RemoteReleases, string>({
      query: (name) => `remotes/${name}/releases`,
      extraOptions: AS_OPS,
      providesTags: ['Remote'],
    }),
    opsRemoteEvents: build.query<RemoteEvents, string>({
      query: (name) => `remotes/${name}/events`,
      extraOptions: AS_OPS,
      providesTags: ['Remote'],
    }),
    opsSwitchRemote: build.mutation<RemoteDescriptor, SwitchChange & { name: string }>({
      query: ({ name, ...body }) => ({ url: `remotes/${name}`, method: 'PUT', body }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Remote'],
    }),
    opsSwitchRoute: build.mutation<RemoteDescriptor, SwitchChange & { name: string; path: string }>(
      {
        query: ({ name, ...body }) => ({ url: `remotes/${name}/routes`, method: 'PUT', body }),
        extraOptions: AS_OPS,
        invalidatesTags: ['Remote'],
      },
    ),
    opsServeRelease: build.mutation<
      RemoteDescriptor,
      { name: string; release: string | null; reason: string }
    >({
      query: ({ name, ...body }) => ({ url: `remotes/${name}/release`, method: 'PUT', body }),
      extraOptions: AS_OPS,
      invalidatesTags: ['Remote'],
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useOpsRemotesQuery,
  useOpsReleasesQuery,
  useOpsRemoteEventsQuery,
  useOpsSwitchRemoteMutation,
  useOpsSwitchRouteMutation,
  useOpsServeReleaseMutation,
} = opsRemoteEndpoints;
