import { loadPublishedScreens, MANIFEST_WAIT_MS } from './load-published-screens';
import { getScreens, getScreenSources, resetScreens, SCREENS_CACHE_KEY } from './screen-store';
import { knownScreensOf } from './known-screens';

const MAP = {
  projects: 'http://r/projects.json',
  peers: 'http://r/peers.json',
  feeds: 'http://r/feeds.json',
  kpi: 'http://r/kpi.json',
};
const digest = {
  name: 'feedDigest',
  path: '/feed/digest',
  title: 'Feed digest',
  roles: ['admin'],
  levels: ['level3'],
  menu: { id: 'feed-digest', group: 'kpi', order: 30, label: 'Feed digest', icon: 'file-text' },
};

/** Answers each manifest URL with a build publishing these screens; a URL left out is down. */
function stubManifests(screensBy: Partial<Record<keyof typeof MAP, unknown>>) {
  globalThis.fetch = jest.fn(async (url: string) => {
    const remote = (Object.keys(MAP) as Array<keyof typeof MAP>).find((key) => MAP[key] === url)!;
    if (!(remote in screensBy)) throw new TypeError('Failed to fetch');
    const manifest = { metaData: { buildInfo: { buildVersion: '1.3.0' }, screens: screensBy[remote] }, shared: [] };
    return { ok: true, status: 200, text: async () => JSON.stringify(manifest) };
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  localStorage.clear();
  resetScreens();
});

it('routes what a remote publishes: a new screen joins its remote, under that remote whatever it claims', async () => {
  stubManifests({
    projects: knownScreensOf('projects'),
    peers: knownScreensOf('peers'),
    kpi: knownScreensOf('kpi'),
    feeds: [...knownScreensOf('feeds'), { ...digest, remote: 'projects' }],
  });
  await loadPublishedScreens(MAP);
  const published = getScreens().find((screen) => screen.name === 'feedDigest');
  expect(published).toMatchObject({
    path: '/feed/digest',
    remote: 'feeds',
    levels: ['level3'],
    menu: { group: 'kpi', label: 'Feed digest' },
  });
  expect(getScreenSources().feeds).toMatchObject({ source: 'published', pending: false });
});

it("refuses a remote's claim on a host page and leaves out an entry it cannot read", async () => {
  stubManifests({ feeds: [{ ...digest, path: '/pages/login/' }, { name: 'broken', title: 'No path' }, digest] });
  await loadPublishedScreens(MAP);
  expect(
    getScreens()
      .filter((screen) => screen.remote === 'feeds')
      .map((screen) => screen.path),
  ).toEqual(['/feed/digest']);
});

it('keeps a remote that is down on its last published screens, else on the built-in ones', async () => {
  stubManifests({ feeds: [...knownScreensOf('feeds'), digest] });
  await loadPublishedScreens(MAP);
  resetScreens();
  stubManifests({}); // every remote down on the next visit
  await loadPublishedScreens(MAP);
  const sources = getScreenSources();
  expect(sources.feeds).toMatchObject({ source: 'cached', pending: false });
  expect(sources.feeds.screens.map((screen) => screen.name)).toEqual(['feed', 'feedDigest']);
  expect(sources.kpi).toMatchObject({ source: 'built-in', screens: knownScreensOf('kpi') });
});

it('marks the remotes pending until their manifests answer, and keeps the known screens meanwhile', () => {
  localStorage.setItem(SCREENS_CACHE_KEY, 'not json');
  globalThis.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
  void loadPublishedScreens({ feeds: MAP.feeds });
  expect(getScreenSources().feeds).toMatchObject({ pending: true, source: 'built-in' });
  expect(getScreenSources().kpi.pending).toBe(false);
});

it('keeps what it knew of a remote built before screens were published', async () => {
  stubManifests({ feeds: undefined });
  await loadPublishedScreens(MAP);
  expect(getScreenSources().feeds).toMatchObject({ source: 'built-in', pending: false });
});

it('stops waiting for a manifest that never answers, keeping what it knew', () => {
  jest.useFakeTimers();
  try {
    globalThis.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
    void loadPublishedScreens({ feeds: MAP.feeds });
    jest.advanceTimersByTime(MANIFEST_WAIT_MS);
    expect(getScreenSources().feeds).toMatchObject({ pending: false, source: 'built-in' });
  } finally {
    jest.useRealTimers();
  }
});
