import {
  DEMO_SEARCH_GROUP_LIMIT,
  DEMO_STARRED_BOOKMARKS_CAP,
  demoApiPaths,
  demoBookmarksResponseSchema,
  demoUpdateBookmarkResponseSchema,
  errorEnvelopeSchema,
} from '@timely/contract';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { demoRequests } from '../testing/demo-requests.js';

let server: TestServer;
const api = demoRequests(() => server);
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function bookmarks(q?: string) {
  const response = await api.get(demoApiPaths.bookmarks, q === undefined ? undefined : { q });
  expect(response.statusCode).toBe(200);
  return demoBookmarksResponseSchema.parse(response.json());
}

async function toggle(id: number, starred?: boolean) {
  const response = await api.post(demoApiPaths.updateBookmark, {
    obj: starred === undefined ? { id } : { id, starred },
  });
  expect(response.statusCode).toBe(200);
  return demoUpdateBookmarkResponseSchema.parse(response.json());
}

const ids = (list: Array<{ id: number }>) => list.map((item) => item.id);

describe('GET /api/search/bookmarks/data', () => {
  it("answers the whole index as searchResult, with the spec's demo pages", async () => {
    const { searchResult } = await bookmarks();
    expect(searchResult.map((item) => item.link)).toEqual(
      expect.arrayContaining([
        '/todo/all',
        '/chat',
        '/email/inbox',
        '/calendar',
        '/pages/register',
        '/misc/coming-soon',
        '/ecommerce-dashboard',
      ]),
    );
  });

  it('limits every group to 4 results, and says how many matched', async () => {
    const { groups, searchResult } = await bookmarks();
    expect(groups.length).toBeGreaterThan(1);
    for (const group of groups) {
      expect(group.searchLimit).toBe(DEMO_SEARCH_GROUP_LIMIT);
      expect(group.data.length).toBe(Math.min(group.total, 4));
    }
    expect(groups.some((group) => group.total > 4)).toBe(true);
    expect(groups.reduce((sum, group) => sum + group.total, 0)).toBe(searchResult.length);
  });

  it('narrows the groups by q, case-insensitively, still 4 at most each', async () => {
    const { groups } = await bookmarks('ER');
    const matches = groups.flatMap((group) => group.data);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((item) => item.title.toLowerCase().includes('er'))).toBe(true);
    expect(groups.every((group) => group.data.length <= 4)).toBe(true);
    expect((await bookmarks('zzz-nothing')).groups.every((group) => group.total === 0 && group.data.length === 0)).toBe(
      true,
    );
  });
});

describe('POST /api/update/bookmarks', () => {
  it('sets starred to the opposite of the value shown, or toggles without one', async () => {
    const { searchResult } = await bookmarks();
    const plain = searchResult.find((item) => !item.starred)!;
    expect((await toggle(plain.id, false)).bookmark.starred).toBe(true);
    // the client showed it unstarred again (stale): it stays starred
    expect((await toggle(plain.id, false)).bookmark.starred).toBe(true);
    expect((await toggle(plain.id)).bookmark.starred).toBe(false);
    expect((await bookmarks()).searchResult.find((item) => item.id === plain.id)!.starred).toBe(false);
  });

  it('keeps at most 10 starred, sends extras to the overflow list, and promotes the first overflow item', async () => {
    const start = await bookmarks();
    const unstarred = start.searchResult.filter((item) => !item.starred);
    const needed = DEMO_STARRED_BOOKMARKS_CAP + 2 - start.starred.length;
    const added = unstarred.slice(0, needed);
    let last;
    for (const item of added) last = await toggle(item.id, false);
    expect(last!.starred).toHaveLength(DEMO_STARRED_BOOKMARKS_CAP);
    expect(last!.overflow).toHaveLength(2);
    // in the order they were starred
    expect(ids(last!.overflow)).toEqual(ids(added.slice(-2)));
    expect(ids(last!.starred)).toEqual([...ids(start.starred), ...ids(added.slice(0, -2))]);

    const firstStarred = last!.starred[0]!;
    const firstOverflow = last!.overflow[0]!;
    const result = await toggle(firstStarred.id, true);
    expect(result.bookmark).toMatchObject({ id: firstStarred.id, starred: false });
    expect(result.promoted).toMatchObject({ id: firstOverflow.id, starred: true });
    expect(result.starred).toHaveLength(DEMO_STARRED_BOOKMARKS_CAP);
    expect(ids(result.starred).at(-1)).toBe(firstOverflow.id);
    expect(ids(result.overflow)).toEqual([added.at(-1)!.id]);

    // unstarring an overflow item promotes nothing
    const fromOverflow = await toggle(result.overflow[0]!.id, true);
    expect(fromOverflow.promoted).toBeNull();
    expect(fromOverflow.overflow).toEqual([]);
    expect(fromOverflow.starred).toHaveLength(DEMO_STARRED_BOOKMARKS_CAP);

    // the GET answers the same lists
    const after = await bookmarks();
    expect(ids(after.starred)).toEqual(ids(fromOverflow.starred));
    expect(after.overflow).toEqual([]);
  });

  it('answers 404 for an unknown bookmark and 400 without obj.id', async () => {
    const missing = await api.post(demoApiPaths.updateBookmark, { obj: { id: 999, starred: false } });
    expect(missing.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).details?.[0]?.field).toBe('obj.id');
    const bad = await api.post(demoApiPaths.updateBookmark, { obj: { starred: true } });
    expect(bad.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]?.field).toBe('obj.id');
  });
});
