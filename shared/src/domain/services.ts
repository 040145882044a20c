/**
 * The back-end services, written once. Everything else derives from this table: the API parses
 * `SERVICES` and registers its plugins from it, the browser builds one RTK Query API per service
 * (with these cache tags) and combines them into the store, and the remote manifest
 * hands out their URLs. Adding a service starts here (see docs/how-to-add-a-feature.md).
 */
export const SERVICE_TABLE = {
  lead: { tagTypes: ['Lead', 'Program', 'Feedback', 'KidsCamp'] },
  auth: { tagTypes: [] },
  user: { tagTypes: ['Member', 'Address', 'Grievance', 'Erasure'] },
  subscription: { tagTypes: ['ActiveChallenge', 'Order'] },
  gamification: { tagTypes: ['Referral', 'Game', 'Gift', 'Voucher', 'Guess'] },
  festival: { tagTypes: ['Campaign', 'Pledge', 'Recipe', 'GarbaStep'] },
  // The shell reads the manifest by plain fetch at a fixed path, before any API slice exists;
  // the ops console switches remotes and releases through this one.
  config: { tagTypes: ['Remote'] },
} as const satisfies Record<string, { tagTypes: readonly string[] }>;

/** Every service: the API can serve each (`SERVICES=`), the browser calls each by its URL. */
export type ServiceName = keyof typeof SERVICE_TABLE;

export const SERVICE_NAMES = Object.keys(SERVICE_TABLE) as ServiceName[];

/** The URL of each service under one base: `/api` gives `/api/lead`, … */
export function serviceUrlsUnder(base: string): Record<ServiceName, string> {
  return Object.fromEntries(SERVICE_NAMES.map((name) => [name, `${base}/${name}`])) as Record<
    ServiceName,
    string
  >;
}
