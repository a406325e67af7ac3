import { createHash } from 'node:crypto';
import {
  demoAggridResponseSchema,
  demoApiExtraPaths,
  demoApiPaths,
  demoBookmarksResponseSchema,
  demoChatsResponseSchema,
  demoMailsResponseSchema,
  demoNewTaskResponseSchema,
  demoRoutePath,
  demoTodosResponseSchema,
  demoUsersListResponseSchema,
  demoUsersUpdatePath,
} from '@timely/contract';
import { readConfig } from '../../config.js';
import type { App } from '../../http/app-types.js';
import { buildServer } from '../../server.js';
import { TEST_PASSWORD_COST } from '../../testing/seeded-pglite.js';
import { createTestServer, TEST_SECRETS, type TestServer } from '../../testing/test-server.js';
import { visitorAddress } from '../testing/demo-requests.js';
import { pruneVisitorSets } from './prune-visitor-sets.js';

/** Each visitor's demo data is their own (visitor-sets.ts): one visitor's changes never reach another's screens. */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

type Caller = {
  get(path: string, query?: Record<string, string>): Promise<unknown>;
  post(path: string, payload: unknown): Promise<unknown>;
};

/** A caller with no session, always from one address. */
function anonymous(address: string, app: () => App = () => server.app, headers: Record<string, string> = {}): Caller {
  return caller(app, async () => ({ remoteAddress: address, headers }));
}

/** A signed-in product user, from a new address each call: the session, not the address, picks the set. */
function signedIn(email: string, app: () => App = () => server.app): Caller {
  return caller(app, async () => ({ remoteAddress: visitorAddress(), headers: await server.authHeaders(email) }));
}

function caller(
  app: () => App,
  from: () => Promise<{ remoteAddress: string; headers: Record<string, string> }>,
): Caller {
  const send = async (method: 'GET' | 'POST', path: string, payload?: unknown, query?: Record<string, string>) => {
    const { remoteAddress, headers } = await from();
    const response = await app().inject({
      method,
      url: demoRoutePath(path),
      query,
      remoteAddress,
      headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
    expect(response.statusCode).toBeLessThan(300);
    return response.json();
  };
  return {
    get: (path, query) => send('GET', path, undefined, query),
    post: (path, payload) => send('POST', path, payload),
  };
}

/** Everything the demo apps' screens show. */
async function screens(visitor: Caller) {
  const mails = async (filter: string) =>
    demoMailsResponseSchema.parse(await visitor.get(demoApiPaths.mails, { filter })).emails;
  const todos = async (filter: string) =>
    demoTodosResponseSchema.parse(await visitor.get(demoApiPaths.todos, { filter }));
  return {
    inbox: await mails('inbox'),
    trash: await mails('trash'),
    starred: await mails('starred'),
    personal: await mails('personal'),
    chats: demoChatsResponseSchema.parse(await visitor.get(demoApiPaths.chats)),
    todos: await todos('all'),
    trashedTodos: await todos('trashed'),
    users: demoUsersListResponseSchema.parse(await visitor.get(demoApiPaths.usersList)),
    grid: demoAggridResponseSchema.parse(await visitor.get(demoApiPaths.aggrid)).data,
    bookmarks: demoBookmarksResponseSchema.parse(await visitor.get(demoApiPaths.bookmarks)),
  };
}
type Screens = Awaited<ReturnType<typeof screens>>;

/** Every kind of demo write, then checks the writer sees each change; answers the writer's screens. */
async function changeEverything(visitor: Caller, pristine: Screens): Promise<Screens> {
  const [trashed, marked] = pristine.inbox;
  const lonely = pristine.chats.contacts.find((contact) => !pristine.chats.chats[String(contact.uid)])!;
  const [firstTask, secondTask] = pristine.todos;
  const someone = pristine.users[0]!;
  const unstarred = pristine.bookmarks.searchResult.find((item) => !item.starred)!;

  await visitor.post(demoApiPaths.moveMails, { selectedEmails: [trashed!.id], mailFolder: 'trash' });
  await visitor.post(demoApiPaths.setStarred, { mailId: marked!.id });
  await visitor.post(demoApiPaths.markUnread, { emailIds: [marked!.id], unreadFlag: !marked!.unread });
  await visitor.post(demoApiPaths.setLabels, { emailIds: [marked!.id], label: 'personal' });
  await visitor.post(demoApiPaths.sendMessage, {
    contactId: lonely.uid,
    message: { textContent: 'Only mine' },
    isPinned: false,
  });
  await visitor.post(demoApiPaths.setPinned, { contactId: lonely.uid, value: true });
  const { id: newTask } = demoNewTaskResponseSchema.parse(
    await visitor.post(demoApiPaths.newTask, { task: { title: 'My own task' } }),
  );
  await visitor.post(demoApiPaths.trashTodo, firstTask!.id);
  await visitor.post(demoApiExtraPaths.updateTask, { task: { id: secondTask!.id, title: 'Renamed by me' } });
  await visitor.post(demoUsersUpdatePath, { id: someone.id, user: { mobile: '+1 555 0999' } });
  await visitor.post(demoApiPaths.updateBookmark, { obj: { id: unstarred.id, starred: false } });

  const after = await screens(visitor);
  expect(after.trash.map((mail) => mail.id)).toContain(trashed!.id);
  expect(after.inbox.find((mail) => mail.id === marked!.id)).toMatchObject({
    isStarred: !marked!.isStarred,
    unread: !marked!.unread,
  });
  expect(after.personal.some((mail) => mail.id === marked!.id)).toBe(!marked!.labels.includes('personal'));
  expect(after.chats.chats[String(lonely.uid)]).toMatchObject({
    isPinned: true,
    msg: [expect.objectContaining({ textContent: 'Only mine' })],
  });
  expect(after.todos[0]).toMatchObject({ id: newTask, title: 'My own task' });
  expect(after.trashedTodos.map((task) => task.id)).toContain(firstTask!.id);
  expect(after.todos.find((task) => task.id === secondTask!.id)?.title).toBe('Renamed by me');
  expect(after.users.find((user) => user.id === someone.id)?.mobile).toBe('+1 555 0999');
  expect(after.grid.find((record) => record.id === someone.id)?.mob).toBe('+1 555 0999');
  expect(after.bookmarks.starred.map((item) => item.id)).toContain(unstarred.id);
  return after;
}

/** A second app on the same database, as a restart builds it. */
async function restartedApp(): Promise<App> {
  const app = await buildServer({
    db: server.db,
    config: { ...readConfig({ NODE_ENV: 'test' }), secrets: TEST_SECRETS, passwordCost: TEST_PASSWORD_COST },
  });
  await app.ready();
  return app;
}

const ipKey = (address: string) => `ip:${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;

async function setsOf(visitor: string) {
  return server.db.query<{ app: string }>('SELECT app FROM demo_visitor_sets WHERE visitor = $1 ORDER BY app', [
    visitor,
  ]);
}

const pairs: Array<[string, (app: () => App) => [Caller, Caller]]> = [
  [
    'two visitors without a session, by address',
    (() => {
      const [one, two] = [visitorAddress(), visitorAddress()];
      return (app: () => App) => [anonymous(one, app), anonymous(two, app)];
    })(),
  ],
  ['two signed-in users', (app) => [signedIn('manager@acme.test', app), signedIn('member@acme.test', app)]],
];

it.each(pairs)('keeps %s apart, across a restart', async (_case, visitorsOn) => {
  const [first, second] = visitorsOn(() => server.app);
  const pristine = await screens(second);
  const changed = await changeEverything(first, pristine);
  expect(await screens(second)).toEqual(pristine);

  const restarted = await restartedApp();
  try {
    const [firstAgain, secondAgain] = visitorsOn(() => restarted);
    expect(await screens(firstAgain)).toEqual(changed);
    expect(await screens(secondAgain)).toEqual(pristine);
  } finally {
    await restarted.close();
  }
});

it('keys a visitor without a session by a hash of the address, and takes a bad token for no session', async () => {
  const address = visitorAddress();
  const { id } = demoNewTaskResponseSchema.parse(
    await anonymous(address).post(demoApiPaths.newTask, { task: { title: 'Keyed by address' } }),
  );
  expect(await setsOf(ipKey(address))).toEqual([{ app: 'todo' }]);
  const stored = await server.db.query<{ visitor: string }>('SELECT visitor FROM demo_visitor_sets');
  expect(stored.some((row) => row.visitor.includes(address))).toBe(false);
  // a stale or forged product token on these public routes: the same visitor, no error
  const withBadToken = anonymous(address, () => server.app, { authorization: 'Bearer not-a-token' });
  const tasks = demoTodosResponseSchema.parse(await withBadToken.get(demoApiPaths.todos, { filter: 'all' }));
  expect(tasks[0]).toMatchObject({ id, title: 'Keyed by address' });
});

it("numbers a new task after the visitor's own last task", async () => {
  const [first, second] = [anonymous(visitorAddress()), anonymous(visitorAddress())];
  const pristineLast = Math.max(
    ...[
      ...demoTodosResponseSchema.parse(await first.get(demoApiPaths.todos, { filter: 'all' })),
      ...demoTodosResponseSchema.parse(await first.get(demoApiPaths.todos, { filter: 'trashed' })),
    ].map((task) => task.id),
  );
  const add = async (visitor: Caller) =>
    demoNewTaskResponseSchema.parse(await visitor.post(demoApiPaths.newTask, { task: { title: 'Next' } })).id;
  expect(await add(first)).toBe(pristineLast + 1);
  expect(await add(first)).toBe(pristineLast + 2);
  expect(await add(second)).toBe(pristineLast + 1);
  // a visitor's first writes at once: one copy of the seed, and the ids take turns
  const third = anonymous(visitorAddress());
  const ids = await Promise.all([add(third), add(third), add(third)]);
  expect(ids.sort()).toEqual([pristineLast + 1, pristineLast + 2, pristineLast + 3]);
  const all = demoTodosResponseSchema.parse(await third.get(demoApiPaths.todos, { filter: 'all' }));
  expect(new Set(all.map((task) => task.id)).size).toBe(all.length);
});

it('a write that fails leaves the visitor without a set of their own', async () => {
  const address = visitorAddress();
  const response = await server.app.inject({
    method: 'POST',
    url: demoApiPaths.trashTodo,
    payload: '999999',
    headers: { 'content-type': 'application/json' },
    remoteAddress: address,
  });
  expect(response.statusCode).toBe(404);
  expect(await setsOf(ipKey(address))).toEqual([]);
});

describe('pruning', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const addTask = (address: string) => anonymous(address).post(demoApiPaths.newTask, { task: { title: 'Pruned?' } });
  const rowsOf = async (visitor: string) =>
    (
      await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM demo_todos WHERE visitor = $1', [visitor])
    )[0]!.n;
  const lastUsed = (visitor: string, at: Date) =>
    server.db.query('UPDATE demo_visitor_sets SET last_used_at = $2 WHERE visitor = $1', [visitor, at.toISOString()]);

  it('removes the sets unused for 30 days, and the oldest-used past the cap', async () => {
    const [idle, older, recent] = [visitorAddress(), visitorAddress(), visitorAddress()];
    for (const address of [idle, older, recent]) await addTask(address);
    const now = server.app.now();
    await lastUsed(ipKey(idle), new Date(now.getTime() - 31 * DAY));
    await lastUsed(ipKey(older), new Date(now.getTime() - 2 * DAY));
    await lastUsed(ipKey(recent), new Date(now.getTime() - DAY));

    expect(await pruneVisitorSets(server.db.orm, now)).toBe(1);
    expect(await setsOf(ipKey(idle))).toEqual([]);
    expect(await rowsOf(ipKey(idle))).toBe(0);
    expect(await rowsOf(ipKey(older))).toBeGreaterThan(0);
    // back to the pristine list
    const pristine = demoTodosResponseSchema.parse(
      await anonymous(visitorAddress()).get(demoApiPaths.todos, { filter: 'all' }),
    );
    expect(demoTodosResponseSchema.parse(await anonymous(idle).get(demoApiPaths.todos, { filter: 'all' }))).toEqual(
      pristine,
    );

    const [sets] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM demo_visitor_sets WHERE visitor LIKE 'ip:%'",
    );
    expect(await pruneVisitorSets(server.db.orm, now, { maxIdleDays: 30, maxSets: sets!.n - 1 })).toBe(1);
    expect(await setsOf(ipKey(older))).toEqual([]);
    expect(await rowsOf(ipKey(older))).toBe(0);
    expect(await setsOf(ipKey(recent))).toEqual([{ app: 'todo' }]);
  });

  it("keeps a signed-in person's sets, however long unused and however many anonymous ones there are", async () => {
    const manager = signedIn('manager@acme.test');
    await manager.post(demoApiPaths.newTask, { task: { title: 'Kept' } });
    const visitor = (
      await server.db.query<{ visitor: string }>(
        "SELECT visitor FROM demo_visitor_sets WHERE visitor LIKE 'user:%' AND app = 'todo' ORDER BY created_at DESC LIMIT 1",
      )
    )[0]!.visitor;
    const now = server.app.now();
    await lastUsed(visitor, new Date(now.getTime() - 400 * DAY));
    await pruneVisitorSets(server.db.orm, now, { maxIdleDays: 30, maxSets: 0 });
    expect(await setsOf(visitor)).toContainEqual({ app: 'todo' });
    expect(await rowsOf(visitor)).toBeGreaterThan(0);
    const [anonymousSets] = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM demo_visitor_sets WHERE visitor LIKE 'ip:%'",
    );
    expect(anonymousSets!.n).toBe(0);
  });

  it("runs when a visitor's first write makes a new set", async () => {
    const stale = visitorAddress();
    await addTask(stale);
    server.clock.advance(31 * DAY);
    await addTask(visitorAddress());
    expect(await setsOf(ipKey(stale))).toEqual([]);
    expect(await rowsOf(ipKey(stale))).toBe(0);
  });
});
