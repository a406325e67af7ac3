import { createRequire } from 'node:module';
import path from 'node:path';
import { ANTD_MORE } from './antd-follows-antd.ts';

/**
 * The federation share map, built once for every app, under the rule of docs/architecture.md ("Shared
 * code"). A one-copy entry (SINGLETONS) is one copy in the browser: whichever app loads first provides
 * it, the others reuse it, and a remote that needs a newer one than the page runs is refused (strictVersion;
 * the host says so in the remote's outlet before loading it). A may-be-bundled entry (BUNDLABLE) is reused
 * when the loaded copy satisfies the remote's range, else the remote runs its own newer copy.
 * `version` and `requiredVersion` come from the version installed: the catalog's for libraries, each
 * workspace package's own package.json for ours, so they change when the package does.
 */
type SharedConfig = {
  singleton: boolean;
  requiredVersion: string;
  version?: string;
  eager?: boolean;
  strictVersion?: boolean;
};

// singleton: two copies would mean two React roots' worth of hooks state, two routers, two jotai stores
// (two sessions) or two antd themes, so these must never be duplicated.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // react-router itself is not shared: the curated 'react-router-dom' carries the part of it the portal uses
  'react-router-dom',
  // every jotai entry, so that jotai/utils hooks read the same React context as jotai itself
  'jotai',
  'jotai/react',
  'jotai/vanilla',
  'jotai/utils',
  'jotai/react/utils',
  'jotai/vanilla/utils',
  'antd',
  // the heavier half of the curated antd (shared-ui/src/antd/antd-more.ts), offered under antd's version
  ANTD_MORE,
  'dayjs',
  'recharts',
  // one query cache: a remote that changes projects refreshes the host's sidebar by invalidating a key
  '@tanstack/react-query',
  // the session atoms, the one HTTP client (refresh, sign-out) and the query client
  '@timely/shared-auth',
];

// may be bundled: stateless code (schemas, helpers, components) of which two versions can run side by
// side. A remote built with a newer shared-ui (a new component) or contract (a new response field) brings
// its own copy instead of being handed the page's older one, which would drop the field or lack the component.
// The contract's first-page entry is shared on its own: the first page reads it (sign-in, the session, the
// Overview) and never downloads the whole contract. (zod stays bundled: a shared module is never tree-shaken,
// and zod whole carries every locale's messages, most of its weight.)
const BUNDLABLE = ['@timely/shared-ui', '@timely/contract', '@timely/contract/first-page'];

// Not shared on purpose: @ant-design/icons. Sharing it ships every icon (about 200 KB gzipped);
// each app tree-shakes the few icons it uses instead.

export function createSharedDeps(
  appDir: string,
  overrides: Record<string, string> = versionOverrides(),
): Record<string, SharedConfig> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: Record<string, SharedConfig> = {};
  for (const request of SINGLETONS) {
    // antd-more is antd's code: it carries antd's version (and an override of antd's), not shared-ui's
    const versionOf = request === ANTD_MORE ? 'antd' : request;
    const version = overrides[versionOf] ?? installedVersion(require, versionOf);
    if (!version) continue; // the app does not depend on it, so it neither provides nor consumes it
    // The version is stated, not inferred: 'antd' resolves through an alias to a shared-ui file, and the
    // plugin would otherwise offer it under shared-ui's own version, which no app's range accepts.
    shared[request] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  }
  for (const request of BUNDLABLE) {
    const version = overrides[packageNameOf(request)] ?? installedVersion(require, request);
    if (version) shared[request] = { singleton: false, requiredVersion: `^${version}`, version };
  }
  return shared;
}

// In the host's first chunk rather than a chunk each: the small libraries every page runs from its first
// render (React, jotai's seven entries, the router), which the host, loaded first, always provides. Each
// was a request of its own, and a request's headers (about 1.4 KB here) weighed more than most of them.
export const HOST_EAGER = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'jotai/react',
  'jotai/vanilla',
  'jotai/utils',
  'jotai/react/utils',
  'jotai/vanilla/utils',
];

/** The host's share map: HOST_EAGER's libraries bundled into its entry chunk (remotes keep loading them on demand). */
export function eagerInHost(shared: Record<string, SharedConfig>): Record<string, SharedConfig> {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [
      name,
      HOST_EAGER.includes(name) ? { ...config, eager: true } : config,
    ]),
  );
}

/**
 * 'antd' and 'react-router-dom' resolve to the portal's curated lists of what it uses
 * (shared-ui/src/antd/curated-antd.ts, shared-ui/src/router/curated-router.ts), which is what the share
 * map then provides: a shared module is never tree-shaken, so the whole library would otherwise ship
 * (antd ~380 KB compressed, react-router ~50 KB). An alias rather than the share's `import` option, which
 * also makes the federation plugin emit a second, server-side copy of the library. And FormatJS's parser
 * resolves to its entry without the parser (the browser formats messages the build has parsed).
 */
export function curatedAliases(appDir: string): Record<string, string> {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    const sharedUi = path.dirname(require.resolve('@timely/shared-ui/package.json'));
    const formatter = createRequire(createRequire(path.join(sharedUi, 'package.json')).resolve('intl-messageformat'));
    return {
      antd$: path.join(sharedUi, 'src/antd/curated-antd.ts'),
      'react-router-dom$': path.join(sharedUi, 'src/router/curated-router.ts'),
      // every message reaches the browser parsed (tooling's messages loader): intl-messageformat's import of
      // FormatJS's parser gets the parser's entry without it
      '@formatjs/icu-messageformat-parser$': formatter.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
    };
  } catch {
    return {}; // an app without shared-ui imports the libraries as they are
  }
}

/**
 * PORTAL_SHARED_VERSION_OVERRIDES='{"antd":"5.24.0"}' builds an app that declares another version of a
 * shared library than the one installed: how the integration tests produce a remote "built against"
 * an incompatible major without a second install. Never set for a real deployment.
 */
function versionOverrides(): Record<string, string> {
  const raw = process.env.PORTAL_SHARED_VERSION_OVERRIDES;
  if (!raw) return {};
  const parsed = JSON.parse(raw) as unknown;
  if (!parsed || typeof parsed !== 'object')
    throw new Error('PORTAL_SHARED_VERSION_OVERRIDES must be a JSON object of versions');
  return parsed as Record<string, string>;
}

/** The package a request is of: `@timely/contract/first-page` → `@timely/contract`, `jotai/utils` → `jotai`. */
function packageNameOf(request: string): string {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]!;
}

function installedVersion(require: NodeJS.Require, request: string): string | undefined {
  const packageName = packageNameOf(request);
  try {
    return (require(`${packageName}/package.json`) as { version: string }).version;
  } catch {
    // a package that hides package.json behind "exports": find it from its entry instead
    try {
      const entry = require.resolve(packageName);
      let dir = path.dirname(entry);
      while (dir !== path.dirname(dir)) {
        try {
          const manifest = require(path.join(dir, 'package.json')) as { name?: string; version: string };
          if (manifest.name === packageName) return manifest.version;
        } catch {
          // no package.json at this level: keep walking up
        }
        dir = path.dirname(dir);
      }
    } catch {
      // not installed for this app
    }
    return undefined;
  }
}
