/**
 * The back-end services, written once. Everything else derives from this table: the API parses
 * `SERVICES` and registers its plugins from it, the browser builds one RTK Query API per service
 * it calls (with these cache tags) and combines them into the store, and the remote manifest
 * hands out their URLs. Adding a service starts here (see docs/how-to-add-a-feature.md).
 */
export const SERVICE_TABLE = {
  lead: { calledByBrowser: true, tagTypes: ['Lead', 'Program', 'Feedback'] },
  auth: { calledByBrowser: true, tagTypes: [] },
  user: { calledByBrowser: true, tagTypes: ['Member', 'Address'] },
  subscription: { calledByBrowser: true, tagTypes: ['ActiveChallenge'] },
  gamification: {
    calledByBrowser: true,
    tagTypes: ['Referral', 'Game', 'Gift', 'Voucher', 'Guess'],
  },
  festival: { calledByBrowser: true, tagTypes: ['Campaign', 'Pledge'] },
  // The shell reads the manifest before any API slice exists, by plain fetch at a fixed path;
  // the ops console switches remotes and releases through this slice.
  config: { calledByBrowser: true, tagTypes: ['Remote'] },
} as const satisfies Record<string, { calledByBrowser: boolean; tagTypes: readonly string[] }>;

type Table = typeof SERVICE_TABLE;

/** Every service the API can serve (`SERVICES=`). */
export type ApiServiceName = keyof Table;

/** The services the browser calls through RTK Query, each with a URL in the manifest. */
export type ServiceName = {
  [Name in ApiServiceName]: Table[Name]['calledByBrowser'] extends true ? Name : never;
}[ApiServiceName];

export const API_SERVICE_NAMES = Object.keys(SERVICE_TABLE) as ApiServiceName[];

export const SERVICE_NAMES: readonly ServiceName[] = API_SERVICE_NAMES.filter(
  (name): name is ServiceName => SERVICE_TABLE[name].calledByBrowser,
);

/** The URL of each browser-called service under one base: `/api` gives `/api/lead`, … */
export function serviceUrlsUnder(base: string): Record<ServiceName, string> {
  return Object.fromEntries(SERVICE_NAMES.map((name) => [name, `${base}/${name}`])) as Record<
    ServiceName,
    string
  >;
}
