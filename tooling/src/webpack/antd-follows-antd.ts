/**
 * A federation runtime plugin in every app: the heavier half of antd ('@timely/shared-ui/antd-more') is
 * always taken from the app whose 'antd' the page already runs. Each half bundles antd's context modules
 * (ConfigProvider, theme, CSS-in-JS cache) from its own build, so a Table from one app's copy under the
 * ConfigProvider of another's would render without the portal's theme. Left to the share scope, a remote
 * offering a newer patch of antd-more than the host would win it ('loaded-first' only keeps what is loaded).
 *
 * Browser code: the federation plugin bundles it into each app (create-app-config.ts, runtimePlugins).
 */
/** The share key of antd's heavier half (shared-ui/src/antd/antd-more.ts); shared-deps.ts offers it. */
export const ANTD_MORE = '@timely/shared-ui/antd-more';
const FOLLOWERS = [ANTD_MORE];
const LEADER = 'antd';

type SharedEntry = { loaded?: boolean; loading?: unknown; lib?: unknown; from?: string };
type ShareScopeMap = Record<string, Record<string, Record<string, SharedEntry>>>;
type ResolveShareArgs = {
  shareScopeMap: ShareScopeMap;
  scope: string;
  pkgName: string;
  resolver: () => { shared: unknown; useTreesShaking: boolean } | undefined;
};

/** The version of 'antd' in use (loaded, or being loaded) in this share scope, if any. */
export function leaderVersion(shareScopeMap: ShareScopeMap, scope: string): string | undefined {
  const versions = shareScopeMap[scope]?.[LEADER] ?? {};
  return Object.keys(versions).find((version) => {
    const entry = versions[version]!;
    return Boolean(entry.loaded || entry.loading || typeof entry.lib === 'function');
  });
}

/** resolveShare: a follower resolves to the entry registered under the leader's version, by the leader's app. */
export function followLeader<T extends ResolveShareArgs>(args: T): T {
  if (!FOLLOWERS.includes(args.pkgName)) return args;
  const version = leaderVersion(args.shareScopeMap, args.scope);
  const follower = version ? args.shareScopeMap[args.scope]?.[args.pkgName]?.[version] : undefined;
  const leader = version ? args.shareScopeMap[args.scope]?.[LEADER]?.[version] : undefined;
  // nothing loaded yet (the first screen needs antd-more), or no copy under that version: the default choice
  if (!follower || !leader || follower.from !== leader.from) return args;
  return { ...args, resolver: () => ({ shared: follower, useTreesShaking: false }) };
}

export default function antdFollowsAntd() {
  return { name: 'antd-follows-antd', resolveShare: followLeader };
}
