const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives a plugin of ours the name Fastify would find for it anyway (its function's). Without one,
 * Fastify first looks for a loaded module whose exports are the plugin itself, scanning every
 * loaded module twice per registration: nothing in production, but under Jest's module registry
 * about 0.3 s of each of the hundreds of apps the API's tests build.
 */
export function named<Plugin extends { name: string }>(plugin: Plugin): Plugin {
  const labelled = plugin as Plugin & { [DISPLAY_NAME]?: string };
  labelled[DISPLAY_NAME] ??= plugin.name;
  return plugin;
}
