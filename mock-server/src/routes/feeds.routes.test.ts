import { eq } from 'drizzle-orm';
import {
  errorEnvelopeSchema,
  feedDigestSchema,
  feedPageSchema,
  feedPostSchema,
  FEED_POST_MAX_LENGTH,
  okSchema,
} from '@timely/contract';
import { feedPosts } from '../db/schema/feeds.js';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const acme = seedId('company', 'acme');
const globex = seedId('company', 'globex');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function call(
  email: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const headers = email ? await server.authHeaders(email) : {};
  return server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const list = async (email: string, query = '') =>
  feedPageSchema.parse((await call(email, 'GET', `/v2/feeds${query}`)).json());
const create = async (email: string, body: string) => {
  const response = await call(email, 'POST', '/v2/feeds', { body });
  expect(response.statusCode).toBe(201);
  return feedPostSchema.parse(response.json());
};
const errorOf = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json());
const countPosts = async (companyId: string) =>
  (await server.db.orm.select().from(feedPosts).where(eq(feedPosts.companyId, companyId))).length;

describe('GET /v2/feeds paging', () => {
  // Globex's feed is emptied and refilled with exactly n posts for each case.
  async function globexFeedOf(n: number) {
    await server.db.orm.delete(feedPosts).where(eq(feedPosts.companyId, globex));
    const base = Date.UTC(2026, 0, 1);
    if (n > 0) {
      await server.db.orm.insert(feedPosts).values(
        Array.from({ length: n }, (_, i) => ({
          companyId: globex,
          kind: 'user' as const,
          authorId: seedId('user', 'globex', 0),
          body: `post ${i + 1}`,
          createdAt: new Date(base + i * 60_000),
        })),
      );
    }
  }

  it.each([
    [0, 0, [0]],
    [10, 1, [10]],
    [11, 2, [10, 1]],
    [25, 3, [10, 10, 5]],
  ])('%i posts make %i pages of 10', async (n, pageCount, sizes) => {
    await globexFeedOf(n);
    for (const [index, size] of sizes.entries()) {
      const page = await list(GLOBEX, `?page=${index + 1}`);
      expect(page).toMatchObject({ totalRecords: n, pageCount, page: index + 1, perPage: 10 });
      expect(page.items).toHaveLength(size);
    }
    // past the last page: an empty page with the same totals, not an error
    const beyond = await list(GLOBEX, `?page=${sizes.length + 1}`);
    expect(beyond).toMatchObject({ totalRecords: n, pageCount, items: [] });
  });

  it('lists newest first across pages, each post once', async () => {
    await globexFeedOf(25);
    const pages = await Promise.all([1, 2, 3].map((page) => list(GLOBEX, `?page=${page}`)));
    const bodies = pages.flatMap((page) => page.items.map((post) => post.body));
    expect(bodies).toEqual(Array.from({ length: 25 }, (_, i) => `post ${25 - i}`));
    expect((await list(GLOBEX, '?perPage=20')).items).toHaveLength(20);
  });

  // each page size past the first page is a statement of its own (db/page-window.ts)
  it('pages alike at every size, out to the last page a query may ask for', async () => {
    await globexFeedOf(45);
    const bodies = (page: { items: Array<{ body: string }> }) => page.items.map((post) => post.body);
    const tens = await Promise.all([1, 2, 3, 4, 5].map((page) => list(GLOBEX, `?page=${page}`)));
    const twenties = await Promise.all([1, 2, 3].map((page) => list(GLOBEX, `?page=${page}&perPage=20`)));
    expect(tens.flatMap(bodies)).toHaveLength(45);
    expect(twenties.flatMap(bodies)).toEqual(tens.flatMap(bodies));
    expect(bodies(await list(GLOBEX, '?page=2&perPage=40'))).toHaveLength(5);
    expect(await list(GLOBEX, '?page=100000&perPage=40')).toMatchObject({ totalRecords: 45, pageCount: 2, items: [] });
  });

  it('refuses a page size other than 10, 20 or 40, naming the field', async () => {
    const response = await call(GLOBEX, 'GET', '/v2/feeds?perPage=15');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toMatchObject([{ field: 'perPage', message: 'must be 10, 20 or 40' }]);
    expect((await call(GLOBEX, 'GET', '/v2/feeds?page=0')).statusCode).toBe(400);
  });

  it('shows the seeded Acme feed to Acme only, with its pinned post, and needs a session', async () => {
    const page = await list(MEMBER);
    expect(page.totalRecords).toBe(25);
    expect(page.pageCount).toBe(3);
    expect(page.pinned?.body).toMatch(/^Welcome to the Acme feed/);
    expect(page.pinned?.pin?.expiresAt).not.toBeNull();
    expect(page.items.some((post) => post.kind !== 'user' && post.author === null)).toBe(true);
    expect((await call(null, 'GET', '/v2/feeds')).statusCode).toBe(401);
  });
});

describe('posting and validation', () => {
  it('creates a post as the caller, trimmed, whatever the body claims', async () => {
    const post = await create(MEMBER, '  Hello team  ');
    expect(post).toMatchObject({
      body: 'Hello team',
      kind: 'user',
      editedAt: null,
      pin: null,
      canEdit: true,
      canDelete: true,
    });
    expect(post.author?._id).toBe(seedId('user', 'acme', 2));
    expect((await list(MEMBER)).items[0]?._id).toBe(post._id);
  });

  it.each([
    ['an empty text', { body: '   ' }, 'body', 'must not be empty'],
    [
      'a text over the limit',
      { body: 'x'.repeat(FEED_POST_MAX_LENGTH + 1) },
      'body',
      'must be at most 2,000 characters',
    ],
    ['control characters', { body: 'bell\u0007' }, 'body', 'must not contain control characters'],
    ['no text', {}, 'body', undefined],
  ])('refuses %s with a message naming the field, and saves nothing', async (_, payload, field, message) => {
    const before = await countPosts(acme);
    const response = await call(MEMBER, 'POST', '/v2/feeds', payload);
    expect(response.statusCode).toBe(400);
    const detail = errorOf(response).details?.[0];
    expect(detail?.field).toBe(field);
    if (message) expect(detail?.message).toBe(message);
    expect(await countPosts(acme)).toBe(before);
  });

  it('keeps tab, newline and CRLF line endings as typed, and refuses a lone CR with its code', async () => {
    expect((await create(MEMBER, 'one\ttwo\nthree\r\nfour')).body).toBe('one\ttwo\nthree\r\nfour');
    const before = await countPosts(acme);
    const response = await call(MEMBER, 'POST', '/v2/feeds', { body: 'old\rmac' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { field: 'body', message: 'must not contain control characters', code: 'field.controlCharacters' },
    ]);
    expect(await countPosts(acme)).toBe(before);
  });

  it('accepts exactly the limit, and refuses fields it does not know (a company, an author)', async () => {
    expect((await create(MEMBER, 'y'.repeat(FEED_POST_MAX_LENGTH))).body).toHaveLength(FEED_POST_MAX_LENGTH);
    // naming another company is refused before anything else (the API core's tenancy guard)
    expect((await call(MEMBER, 'POST', '/v2/feeds', { body: 'hi', companyId: globex })).statusCode).toBe(403);
    // any other unknown field is a validation error
    expect((await call(MEMBER, 'POST', '/v2/feeds', { body: 'hi', authorId: globex })).statusCode).toBe(400);
  });

  it('stores markup and script exactly as typed: the API never turns text into HTML', async () => {
    const hostile = '<b>x</b><script>alert(1)</script><img src=x onerror="alert(2)"> & "quotes"';
    const post = await create(MEMBER, hostile);
    expect(post.body).toBe(hostile);
    const response = await call(MEMBER, 'GET', '/v2/feeds');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(feedPageSchema.parse(response.json()).items.find((item) => item._id === post._id)?.body).toBe(hostile);
  });
});

describe('edit and delete permissions', () => {
  it('lets the author edit their post and marks it edited', async () => {
    const post = await create(MEMBER, 'first words');
    const response = await call(MEMBER, 'PATCH', `/v2/feeds/${post._id}`, { body: 'better words' });
    expect(response.statusCode).toBe(200);
    const edited = feedPostSchema.parse(response.json());
    expect(edited.body).toBe('better words');
    expect(edited.editedAt).not.toBeNull();
    expect(edited.createdAt).toBe(post.createdAt);
  });

  it("refuses a manager who edits or deletes a member's post, and lets a level3 admin do both", async () => {
    const post = await create(MEMBER, 'member post');
    const asManager = await call(MANAGER, 'PATCH', `/v2/feeds/${post._id}`, { body: 'hijacked' });
    expect(asManager.statusCode).toBe(403);
    expect(errorOf(asManager).message).toBe('You can edit only your own posts.');
    expect((await call(MANAGER, 'DELETE', `/v2/feeds/${post._id}`)).statusCode).toBe(403);
    const managerView = (await list(MANAGER)).items.find((item) => item._id === post._id);
    expect(managerView).toMatchObject({ canEdit: false, canDelete: false, body: 'member post' });

    expect((await call(ADMIN, 'PATCH', `/v2/feeds/${post._id}`, { body: 'moderated' })).statusCode).toBe(200);
    const deleted = await call(ADMIN, 'DELETE', `/v2/feeds/${post._id}`);
    expect(okSchema.parse(deleted.json())).toEqual({ ok: true });
    expect((await list(ADMIN)).items.find((item) => item._id === post._id)).toBeUndefined();
  });

  it("lets a member delete their own post and not the admin's", async () => {
    const own = await create(MEMBER, 'to be removed');
    const admins = await create(ADMIN, 'admin post');
    expect((await call(MEMBER, 'DELETE', `/v2/feeds/${admins._id}`)).statusCode).toBe(403);
    expect((await call(MEMBER, 'DELETE', `/v2/feeds/${own._id}`)).statusCode).toBe(200);
    expect((await call(MEMBER, 'DELETE', `/v2/feeds/${own._id}`)).statusCode).toBe(404);
  });

  it('never lets anyone edit a system post; only level3 may delete one', async () => {
    const system = (await list(ADMIN)).items.find((post) => post.kind !== 'user')!;
    expect(system).toMatchObject({ canEdit: false, canDelete: true, author: null });
    const edit = await call(ADMIN, 'PATCH', `/v2/feeds/${system._id}`, { body: 'rewritten history' });
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit).message).toBe('System posts cannot be edited.');
    expect((await call(MEMBER, 'DELETE', `/v2/feeds/${system._id}`)).statusCode).toBe(403);
    expect((await call(ADMIN, 'DELETE', `/v2/feeds/${system._id}`)).statusCode).toBe(200);
  });

  it("answers 404 for another company's post, changing nothing, and 400 for a malformed id", async () => {
    const globexPost = await create(GLOBEX, 'globex only');
    for (const [method, url, payload] of [
      ['PATCH', `/v2/feeds/${globexPost._id}`, { body: 'acme was here' }],
      ['DELETE', `/v2/feeds/${globexPost._id}`, undefined],
      ['PUT', `/v2/feeds/${globexPost._id}/pin`, {}],
      ['DELETE', `/v2/feeds/${globexPost._id}/pin`, undefined],
    ] as const) {
      expect((await call(ADMIN, method, url, payload)).statusCode).toBe(404);
    }
    expect((await list(GLOBEX)).items.find((post) => post._id === globexPost._id)?.body).toBe('globex only');
    const malformed = await call(ADMIN, 'DELETE', '/v2/feeds/not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).details?.[0]?.field).toBe('id');
  });
});

describe('from the browser', () => {
  it.each(['PATCH', 'PUT', 'DELETE'])('lets the portal send %s across origins (CORS preflight)', async (method) => {
    const response = await server.app.inject({
      method: 'OPTIONS',
      url: '/v2/feeds/00000000-0000-4000-8000-000000000000',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-methods']).toContain(method);
  });
});

describe('pinning', () => {
  const inDays = (days: number) => new Date(server.app.now().getTime() + days * 86_400_000).toISOString();

  it('is for level3 only', async () => {
    const post = await create(MEMBER, 'pin me?');
    expect((await call(MEMBER, 'PUT', `/v2/feeds/${post._id}/pin`, {})).statusCode).toBe(403);
    expect((await call(MANAGER, 'PUT', `/v2/feeds/${post._id}/pin`, {})).statusCode).toBe(403);
    expect((await call(MANAGER, 'DELETE', `/v2/feeds/${post._id}/pin`)).statusCode).toBe(403);
    expect((await list(MEMBER)).pinned?._id).not.toBe(post._id);
  });

  it('keeps one pinned post per company: pinning another replaces it', async () => {
    const first = await create(MEMBER, 'first pin');
    const second = await create(MANAGER, 'second pin');
    const pinned = feedPostSchema.parse(
      (await call(ADMIN, 'PUT', `/v2/feeds/${first._id}/pin`, { expiresAt: inDays(3) })).json(),
    );
    expect(pinned.pin?.expiresAt).not.toBeNull();
    expect((await list(MEMBER)).pinned?._id).toBe(first._id);

    expect((await call(ADMIN, 'PUT', `/v2/feeds/${second._id}/pin`, {})).statusCode).toBe(200);
    const page = await list(MEMBER);
    expect(page.pinned).toMatchObject({ _id: second._id, pin: { expiresAt: null } });
    expect(page.items.find((post) => post._id === first._id)?.pin).toBeNull();
    const rows = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM feed_posts WHERE company_id = $1 AND pinned_at IS NOT NULL',
      [acme],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses an expiry in the past, keeping the current pin', async () => {
    const before = (await list(ADMIN)).pinned?._id;
    const post = await create(MEMBER, 'late pin');
    const response = await call(ADMIN, 'PUT', `/v2/feeds/${post._id}/pin`, { expiresAt: inDays(-1) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toMatchObject([{ field: 'expiresAt', message: 'must be in the future' }]);
    expect((await list(ADMIN)).pinned?._id).toBe(before);
  });

  it("judges an expiry by the server's clock, not the machine's", async () => {
    const post = await create(MEMBER, 'pinned by the clock');
    const expiresAt = inDays(1);
    server.clock.advance(2 * 86_400_000);
    try {
      const response = await call(ADMIN, 'PUT', `/v2/feeds/${post._id}/pin`, { expiresAt });
      expect([response.statusCode, errorOf(response).details]).toEqual([
        400,
        [expect.objectContaining({ field: 'expiresAt', message: 'must be in the future' })],
      ]);
    } finally {
      server.clock.reset();
    }
  });

  it('unpins itself once its expiry has passed, and another post can then be pinned', async () => {
    const post = await create(MEMBER, 'short-lived news');
    await call(ADMIN, 'PUT', `/v2/feeds/${post._id}/pin`, { expiresAt: inDays(1) });
    expect((await list(MEMBER)).pinned?._id).toBe(post._id);
    // the clock moves on: the expiry is now a minute ago
    await server.db.query("UPDATE feed_posts SET pin_expires_at = now() - interval '1 minute' WHERE id = $1", [
      post._id,
    ]);
    const page = await list(MEMBER);
    expect(page.pinned).toBeNull();
    expect(page.items.find((item) => item._id === post._id)?.pin).toBeNull();

    const next = await create(MEMBER, 'next news');
    expect((await call(ADMIN, 'PUT', `/v2/feeds/${next._id}/pin`, {})).statusCode).toBe(200);
    expect((await list(MEMBER)).pinned?._id).toBe(next._id);
  });

  it('unpins on request', async () => {
    const pinnedId = (await list(ADMIN)).pinned!._id;
    const response = await call(ADMIN, 'DELETE', `/v2/feeds/${pinnedId}/pin`);
    expect(feedPostSchema.parse(response.json()).pin).toBeNull();
    expect((await list(ADMIN)).pinned).toBeNull();
  });

  it("cannot hold two pins in one company even when written behind the API's back", async () => {
    const [a, b] = [await create(MEMBER, 'a'), await create(MEMBER, 'b')];
    await server.db.query('UPDATE feed_posts SET pinned_at = now() WHERE id = $1', [a._id]);
    await expect(server.db.query('UPDATE feed_posts SET pinned_at = now() WHERE id = $1', [b._id])).rejects.toThrow();
  });
});

describe('system posts about a project deleted since', () => {
  it('say the project was deleted, so the feed links nowhere', async () => {
    const [seeded] = await server.db.query<{ id: string; project_id: string }>(
      `SELECT id, event ->> 'projectId' AS project_id FROM feed_posts WHERE company_id = '${acme}' AND event ? 'projectId' ORDER BY created_at DESC LIMIT 1`,
    );
    const find = async () => {
      for (let page = 1; ; page += 1) {
        const { items, pageCount } = await list(ADMIN, `?page=${page}&perPage=40`);
        const post = items.find((item) => item._id === seeded!.id);
        if (post || page >= pageCount) return post;
      }
    };
    expect((await find())?.event).toMatchObject({ projectId: seeded!.project_id, projectDeleted: false });
    expect((await call(ADMIN, 'DELETE', `/v2/projects/${seeded!.project_id}?force=true`)).statusCode).toBeLessThan(300);
    expect((await find())?.event).toMatchObject({ projectId: seeded!.project_id, projectDeleted: true });
  });
});

describe('GET /v2/feeds/digest', () => {
  it("counts the company's posts and their authors for a level3 admin, the company's own only", async () => {
    const digest = async (email: string) =>
      feedDigestSchema.parse((await call(email, 'GET', '/v2/feeds/digest')).json());
    const before = await digest(ADMIN);
    expect(before.posts).toBe(await countPosts(acme));
    await create(MEMBER, 'A post for the digest');
    const after = await digest(ADMIN);
    expect(after.posts).toBe(before.posts + 1);
    expect(after.authors).toBeGreaterThanOrEqual(1);
    expect((await digest(GLOBEX)).posts).toBe(await countPosts(globex));
  });

  it('refuses a member and a manager', async () => {
    for (const email of [MEMBER, MANAGER]) expect((await call(email, 'GET', '/v2/feeds/digest')).statusCode).toBe(403);
  });
});

it("shows a post's author picture as a link the reader can open (the API's own address, not the app's)", async () => {
  const picture = `/v2/avatars/${'a'.repeat(64)}.png`;
  const [before] = await server.db.query<{ avatar_url: string | null }>(
    'SELECT avatar_url FROM users WHERE email = $1',
    [MEMBER],
  );
  await server.db.query('UPDATE users SET avatar_url = $1 WHERE email = $2', [picture, MEMBER]);
  try {
    const post = await create(MEMBER, 'with a face');
    const listed = (await list(ADMIN)).items.find((item) => item._id === post._id);
    expect([post.author?.profilePic, listed?.author?.profilePic]).toEqual([
      `http://localhost:80${picture}`,
      `http://localhost:80${picture}`,
    ]);
  } finally {
    await server.db.query('UPDATE users SET avatar_url = $1 WHERE email = $2', [before!.avatar_url, MEMBER]);
  }
});
