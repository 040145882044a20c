import type { BuiltRoutes } from '@yoga/shared';

declare global {
  /** Every remote's declared routes when the shell was built (shared/src/build/routes-file-plugin.ts). */
  const __BUILT_REMOTE_ROUTES__: BuiltRoutes[];
}
