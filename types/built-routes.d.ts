/** Every remote's declared routes when the shell was built (shared/src/build/routes-file-plugin.ts). */
declare const __BUILT_REMOTE_ROUTES__: import('@yoga/shared/domain').BuiltRoutes[];
