const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * One of our plugins, named for fastify by its function's name. Fastify names an unnamed plugin by searching the
 * module cache for a module whose exports are the plugin, twice per registration: under jest's module registry
 * that search took about a third of a second of every API test file, and for ours it ends on the function's name
 * anyway (each is a named export, never a module's whole exports).
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  const labelled = plugin as Plugin & { [DISPLAY_NAME]?: string };
  labelled[DISPLAY_NAME] ??= plugin.name;
  return plugin;
}
