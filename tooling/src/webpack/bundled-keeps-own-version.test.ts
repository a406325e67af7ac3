import { keepOwnVersion } from './bundled-keeps-own-version.ts';

const hostUi = { from: 'host' };
const feedsUi = { from: 'remote_feeds' };
const scope = { default: { '@timely/shared-ui': { '2.0.0': hostUi, '2.1.0': feedsUi } } };

function resolve(version: string | undefined, singleton: boolean, pkgName = '@timely/shared-ui') {
  const fallback = { shared: 'highest version', useTreesShaking: false };
  return keepOwnVersion({
    shareScopeMap: scope,
    scope: 'default',
    pkgName,
    shareInfo: { version, shareConfig: { singleton } },
    resolver: () => fallback,
  }).resolver()?.shared;
}

it("gives an app built against the older shared-ui the host's copy, though a remote registered a newer one", () => {
  expect(resolve('2.0.0', false)).toBe(hostUi);
});

it('gives the remote that brought the newer copy its own', () => {
  expect(resolve('2.1.0', false)).toBe(feedsUi);
});

it('leaves singletons, unregistered versions and other packages to the share scope', () => {
  expect(resolve('2.0.0', true)).toBe('highest version');
  expect(resolve('2.0.5', false)).toBe('highest version');
  expect(resolve(undefined, false)).toBe('highest version');
  expect(resolve('2.0.0', false, '@timely/contract')).toBe('highest version');
});
