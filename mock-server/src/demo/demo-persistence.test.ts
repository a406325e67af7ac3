import {
  demoApiPaths,
  demoBookmarksResponseSchema,
  demoChatsResponseSchema,
  demoLoginResponseSchema,
  demoMailsResponseSchema,
  demoNewTaskResponseSchema,
  demoRegisterResponseSchema,
  demoTodosResponseSchema,
} from '@timely/contract';
import { readConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { dropEverything, migrate } from '../db/migrate.js';
import { isEmpty, seedDatabase } from '../db/seed/index.js';
import type { App } from '../http/app-types.js';
import { buildServer } from '../server.js';
import { createEmptyDatabase, type EmptyDatabase } from '../testing/empty-database.js';
import { TEST_SECRETS } from '../testing/test-server.js';
import { visitorAddress } from './testing/demo-requests.js';

/**
 * A restart, as main.ts does it (open, migrate, seed only when empty, serve), on one data folder (or, with
 * DATABASE_URL, one PostgreSQL database); then the `reset` command's steps (cli.ts).
 */
let store: EmptyDatabase;
// one visitor all along: the demo data they change is their own set (visitors/visitor-sets.ts)
const visitor = visitorAddress();
let db: Database | undefined;
let app: App | undefined;

async function start(): Promise<App> {
  db = await openDatabase(store.options);
  await migrate(db);
  if (await isEmpty(db)) await seedDatabase(db);
  // no JWT secret in the environment: the demo secret must come back from the database
  app = await buildServer({ db, config: { ...readConfig({}), secrets: TEST_SECRETS } });
  await app.ready();
  return app;
}

async function stop(): Promise<void> {
  await app?.close();
  await db?.close();
  app = undefined;
  db = undefined;
}

async function call(
  server: App,
  method: 'GET' | 'POST',
  specPath: string,
  payload?: unknown,
  query?: Record<string, string>,
) {
  const url = specPath.startsWith('/') ? specPath : `/${specPath}`;
  const response = await server.inject({
    method,
    url,
    query,
    remoteAddress: visitor,
    ...(payload === undefined
      ? {}
      : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
  });
  expect(response.statusCode).toBeLessThan(300);
  return response.json();
}

beforeAll(async () => {
  store = await createEmptyDatabase();
});
afterAll(async () => {
  await stop();
  await store.cleanup();
});

it('keeps every demo change across a restart, and reset restores the seed', async () => {
  let server = await start();
  const registered = demoRegisterResponseSchema.parse(
    await call(server, 'POST', demoApiPaths.register, {
      email: 'keeper@example.com',
      password: 'still here',
      name: 'Keeper',
    }),
  );
  if (!('user' in registered)) throw new Error('registration refused');
  const task = demoNewTaskResponseSchema.parse(
    await call(server, 'POST', demoApiPaths.newTask, { task: { title: 'Survives a restart' } }),
  );
  const [spam] = demoMailsResponseSchema.parse(
    await call(server, 'GET', demoApiPaths.mails, undefined, { filter: 'spam' }),
  ).emails;
  await call(server, 'POST', demoApiPaths.moveMails, { selectedEmails: [spam!.id], mailFolder: 'inbox' });
  await call(server, 'POST', demoApiPaths.setLabels, { emailIds: [spam!.id], label: 'personal' });
  const { contacts, chats } = demoChatsResponseSchema.parse(await call(server, 'GET', demoApiPaths.chats));
  const lonely = contacts.find((contact) => !chats[String(contact.uid)])!;
  await call(server, 'POST', demoApiPaths.sendMessage, {
    contactId: lonely.uid,
    message: { textContent: 'Still there?' },
    isPinned: true,
  });
  const unstarred = demoBookmarksResponseSchema
    .parse(await call(server, 'GET', demoApiPaths.bookmarks))
    .searchResult.find((item) => !item.starred)!;
  await call(server, 'POST', demoApiPaths.updateBookmark, { obj: { id: unstarred.id, starred: false } });
  await stop();

  server = await start();
  const login = demoLoginResponseSchema.parse(
    await call(server, 'POST', demoApiPaths.login, { email: 'keeper@example.com', password: 'still here' }),
  );
  expect('user' in login && login.user.id).toBe(registered.user.id);
  // a token signed before the restart still refreshes: the demo secret lives in the database
  expect(
    (
      await server.inject({
        method: 'POST',
        url: demoApiPaths.refreshToken,
        payload: { accessToken: registered.accessToken },
        remoteAddress: visitorAddress(),
      })
    ).statusCode,
  ).toBe(200);
  const todos = demoTodosResponseSchema.parse(
    await call(server, 'GET', demoApiPaths.todos, undefined, { filter: 'all' }),
  );
  expect(todos[0]).toMatchObject({ id: task.id, title: 'Survives a restart' });
  const personal = demoMailsResponseSchema.parse(
    await call(server, 'GET', demoApiPaths.mails, undefined, { filter: 'personal' }),
  ).emails;
  expect(personal.find((mail) => mail.id === spam!.id)).toMatchObject({
    mailFolder: 'inbox',
    labels: expect.arrayContaining(['personal']),
  });
  const thread = demoChatsResponseSchema.parse(await call(server, 'GET', demoApiPaths.chats)).chats[String(lonely.uid)];
  expect(thread).toMatchObject({ isPinned: true, msg: [expect.objectContaining({ textContent: 'Still there?' })] });
  const starred = demoBookmarksResponseSchema.parse(await call(server, 'GET', demoApiPaths.bookmarks)).starred;
  expect(starred.map((item) => item.id)).toContain(unstarred.id);
  await stop();

  // what `npm run reset` does (mock-server/src/cli.ts), then a start
  const raw = await openDatabase(store.options);
  await dropEverything(raw);
  await migrate(raw);
  await seedDatabase(raw);
  // every visitor's own set goes with the reset
  expect(await raw.query('SELECT visitor FROM demo_visitor_sets')).toEqual([]);
  await raw.close();
  server = await start();
  const refused = demoLoginResponseSchema.parse(
    await call(server, 'POST', demoApiPaths.login, { email: 'keeper@example.com', password: 'still here' }),
  );
  expect(refused).toEqual({ error: 'Email Or Password Invalid' });
  expect(
    demoTodosResponseSchema
      .parse(await call(server, 'GET', demoApiPaths.todos, undefined, { filter: 'all' }))
      .map((item) => item.id),
  ).not.toContain(task.id);
  const spamAgain = demoMailsResponseSchema.parse(
    await call(server, 'GET', demoApiPaths.mails, undefined, { filter: 'spam' }),
  ).emails;
  expect(spamAgain.map((mail) => mail.id)).toContain(spam!.id);
  expect(
    demoChatsResponseSchema.parse(await call(server, 'GET', demoApiPaths.chats)).chats[String(lonely.uid)],
  ).toBeUndefined();
  // three full migrate-and-seed runs (first start, restart, reset) on a real server take their time
}, 180_000);
