import { fetchRemoteManifest, manifestReadOnce, readManifestEarly, takeRemoteManifest } from './remote-manifest';
import { findMismatches } from './shared-compat';

// jsdom has no fetch Response: enough of one for both sides (the plugin hands the runtime a Response)
class TextResponse {
  readonly ok: boolean;
  constructor(
    private readonly body: string,
    readonly init: { status?: number; headers?: Record<string, string> } = {},
  ) {
    this.ok = (init.status ?? 200) < 400;
  }
  get status() {
    return this.init.status ?? 200;
  }
  async text() {
    return this.body;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.body);
  }
}
globalThis.Response = TextResponse as unknown as typeof Response;

const URL_OF_MANIFEST = 'http://localhost:3001/mf-manifest.json';
const MANIFEST = {
  metaData: { buildInfo: { buildVersion: '1.4.0', buildId: 'b42' } },
  shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true }],
};

function respondWith(body: unknown, status = 200) {
  return jest.fn(async () => new Response(JSON.stringify(body), { status }));
}

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | undefined;
const runtimeFetch = (url: string) => (manifestReadOnce.fetch as unknown as FetchHook)(url, {});

describe('fetchRemoteManifest and the read-once runtime plugin', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the version, build id and singleton requirements', async () => {
    globalThis.fetch = respondWith(MANIFEST);
    await expect(fetchRemoteManifest(URL_OF_MANIFEST)).resolves.toEqual({
      version: '1.4.0',
      buildId: 'b42',
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' }],
    });
  });

  it('hands the manifest it just read to the federation runtime once, then leaves the runtime to the network', async () => {
    globalThis.fetch = respondWith(MANIFEST);
    await fetchRemoteManifest(URL_OF_MANIFEST);
    const handed = await runtimeFetch(URL_OF_MANIFEST);
    expect(handed).toBeInstanceOf(Response);
    await expect(handed!.json()).resolves.toEqual(MANIFEST);
    expect(runtimeFetch(URL_OF_MANIFEST)).toBeUndefined();
    expect(runtimeFetch('http://localhost:3002/mf-manifest.json')).toBeUndefined();
  });

  it('keeps nothing for the runtime when the manifest did not load', async () => {
    globalThis.fetch = respondWith({ error: 'gone' }, 404);
    await expect(fetchRemoteManifest(URL_OF_MANIFEST)).rejects.toThrow('its manifest answered 404');
    expect(runtimeFetch(URL_OF_MANIFEST)).toBeUndefined();
  });

  it('lists every shared package, marking the ones a remote may bring itself, and checks only what must be one copy', async () => {
    const bundled = { name: '@timely/shared-ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: false };
    const session = { name: '@timely/shared-auth', version: '1.1.0', requiredVersion: '^1.1.0', singleton: true };
    globalThis.fetch = respondWith({ ...MANIFEST, shared: [bundled, session] });
    const { shared } = await fetchRemoteManifest(URL_OF_MANIFEST);
    expect(shared).toEqual([
      { name: '@timely/shared-ui', version: '1.1.0', requiredVersion: '^1.1.0', singleton: false },
      { name: '@timely/shared-auth', version: '1.1.0', requiredVersion: '^1.1.0' },
    ]);
    // the page runs older copies of both: only the one-copy package is a mismatch
    expect(findMismatches(shared, { '@timely/shared-ui': '1.0.0', '@timely/shared-auth': '1.0.0' })).toEqual([
      { name: '@timely/shared-auth', requiredVersion: '^1.1.0', portalVersion: '1.0.0' },
    ]);
  });

  it("lets the remote's first load reuse the start-up's read of its manifest, once", async () => {
    globalThis.fetch = respondWith({ ...MANIFEST, metaData: { ...MANIFEST.metaData, screens: [] } });
    await expect(readManifestEarly(URL_OF_MANIFEST)).resolves.toMatchObject({ screens: [] });
    await takeRemoteManifest(URL_OF_MANIFEST);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    await takeRemoteManifest(URL_OF_MANIFEST);
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });
});
