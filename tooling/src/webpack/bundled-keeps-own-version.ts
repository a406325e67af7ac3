/**
 * A federation runtime plugin in every app: a may-be-bundled package (shared-ui, the contract: not a
 * singleton) resolves to the copy of the version the asking app was built against. Left to the share
 * scope, the highest registered version that satisfies the range wins, so one team's release with a newer
 * shared-ui would silently run in every other remote that asked for `^` the older one, depending on which
 * screen the visitor opened first. Each app registers its own copy under its own version at start-up,
 * so the entry is there: the host's copy when versions match, the remote's own when it brought a newer one.
 *
 * Browser code: the federation plugin bundles it into each app (create-app-config.ts, runtimePlugins).
 */
type SharedEntry = { from?: string };
type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;
type ResolveShareArgs = {
  shareScopeMap: ShareScopeMap;
  scope: string;
  pkgName: string;
  shareInfo?: { version?: string; shareConfig?: { singleton?: boolean } };
  resolver: () => { shared: unknown; useTreesShaking: boolean } | undefined;
};

/** resolveShare: a non-singleton resolves to the entry registered under the asking app's own version. */
export function keepOwnVersion<T extends ResolveShareArgs>(args: T): T {
  const { shareInfo } = args;
  if (!shareInfo?.version || shareInfo.shareConfig?.singleton !== false) return args;
  const own = args.shareScopeMap[args.scope]?.[args.pkgName]?.[shareInfo.version];
  // not registered (an app that consumes without providing): the share scope's usual choice
  if (!own) return args;
  return { ...args, resolver: () => ({ shared: own, useTreesShaking: false }) };
}

export default function bundledKeepsOwnVersion() {
  return { name: 'bundled-keeps-own-version', resolveShare: keepOwnVersion };
}
