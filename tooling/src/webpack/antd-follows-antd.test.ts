import { ANTD_MORE, followLeader } from './antd-follows-antd.ts';

const FOLLOWER = ANTD_MORE;
const hostCopy = { from: 'host', loaded: true };
const hostMore = { from: 'host' };
const remoteMore = { from: 'remote_kpi' };

function resolve(pkgName: string, shareScopeMap: Record<string, Record<string, Record<string, object>>>) {
  const fallback = { shared: 'default choice', useTreesShaking: false };
  return followLeader({ shareScopeMap, scope: 'default', pkgName, resolver: () => fallback }).resolver()?.shared;
}

it('takes antd-more from the app whose antd is loaded, though a remote offers a newer patch', () => {
  const map = {
    default: {
      antd: { '6.6.8': hostCopy, '6.6.9': { from: 'remote_kpi' } },
      [FOLLOWER]: { '6.6.8': hostMore, '6.6.9': remoteMore },
    },
  };
  expect(resolve(FOLLOWER, map)).toBe(hostMore);
});

it('leaves the choice to the share scope when antd is not loaded yet, for other libraries, or across providers', () => {
  const notLoaded = { default: { antd: { '6.6.8': { from: 'host' } }, [FOLLOWER]: { '6.6.8': hostMore } } };
  expect(resolve(FOLLOWER, notLoaded)).toBe('default choice');
  const loaded = {
    default: { antd: { '6.6.8': hostCopy }, [FOLLOWER]: { '6.6.8': hostMore }, react: { '19.3.1': { from: 'host' } } },
  };
  expect(resolve('react', loaded)).toBe('default choice');
  const otherProvider = { default: { antd: { '6.6.8': hostCopy }, [FOLLOWER]: { '6.6.8': remoteMore } } };
  expect(resolve(FOLLOWER, otherProvider)).toBe('default choice');
});
