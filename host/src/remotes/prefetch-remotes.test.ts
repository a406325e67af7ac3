import { getInstance } from '@module-federation/enhanced/runtime';
import { prefetchRemotes } from './prefetch-remotes';
import { setRemoteStatuses } from './remote-status';

const PROJECTS = 'http://localhost:3001/mf-manifest.json';
const FEEDS = 'http://localhost:3003/mf-manifest.json';

function manifest(shared: Array<{ name: string; version: string; requiredVersion: string }>) {
  return {
    metaData: { buildInfo: { buildVersion: '1.0.0', buildId: 'b1' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: shared.map((entry) => ({ ...entry, singleton: true })),
    exposes: [{ name: 'App', assets: { js: { sync: ['315.abc.js', '__federation_expose_App.def.js'], async: ['9.big.js'] } } }],
  };
}

function serve(manifests: Record<string, unknown>) {
  globalThis.fetch = jest.fn(async (url: string) => {
    const body = manifests[url];
    return body === undefined ? { ok: false, status: 502, text: async () => '' } : { ok: true, status: 200, text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
}

const prefetchedHrefs = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

function register(remotes: Record<string, { url: string; state: 'not loaded' | 'loaded' }>) {
  setRemoteStatuses({ remotes: Object.fromEntries(Object.entries(remotes).map(([key, value]) => [key, { ...value, overridden: false }])), refused: [] });
}

beforeEach(() => {
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  // the portal runs react 19.3.1
  (getInstance as jest.Mock).mockReturnValue({ shareScopeMap: { default: { react: { '19.3.1': { from: 'host', loaded: true } } } } });
});

it("prefetches a compatible remote's entry and the App's first chunks, not its lazy ones", async () => {
  serve({ [PROJECTS]: manifest([{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }]) });
  register({ projects: { url: PROJECTS, state: 'not loaded' } });
  await prefetchRemotes();
  expect(prefetchedHrefs()).toEqual(['http://localhost:3001/remoteEntry.js', 'http://localhost:3001/315.abc.js', 'http://localhost:3001/__federation_expose_App.def.js']);
});

it('skips a remote built for another major, one that is down, and one already loaded', async () => {
  serve({
    [FEEDS]: manifest([{ name: 'react', version: '17.0.2', requiredVersion: '^17.0.2' }]),
    'http://localhost:3004/mf-manifest.json': manifest([]),
  });
  register({
    feeds: { url: FEEDS, state: 'not loaded' },
    peers: { url: 'http://localhost:3002/mf-manifest.json', state: 'not loaded' },
    kpi: { url: 'http://localhost:3004/mf-manifest.json', state: 'loaded' },
  });
  await expect(prefetchRemotes()).resolves.toBeUndefined();
  expect(prefetchedHrefs()).toEqual([]);
});
