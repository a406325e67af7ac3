import { createEmptyDatabase, type EmptyDatabase } from '../testing/empty-database.js';
import { openDatabase, type Database } from './client.js';
import { migrations } from './migrations/index.js';
import { prepareDatabase } from './startup.js';

/** Issue #33: TIMELY_SEED=none starts a real company's database: the schema, and no company. */
let target: EmptyDatabase;
let db: Database;

beforeAll(async () => {
  target = await createEmptyDatabase();
  db = await openDatabase(target.options);
}, 60_000);
afterAll(async () => {
  await db?.close();
  await target?.cleanup();
});

it('creates the schema and no company on a first start with seed none, and does nothing more on the next', async () => {
  const first = await prepareDatabase(db, {
    seed: 'none',
    passwordCost: 4,
    onSeedStart: () => {
      throw new Error('must not seed');
    },
  });
  expect(first).toEqual({ migrations: migrations.map((migration) => migration.name), seeded: false, empty: true });
  const [companies] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  expect(companies!.n).toBe(0);
  expect(users!.n).toBe(0);

  expect(await prepareDatabase(db, { seed: 'none', passwordCost: 4 })).toEqual({
    migrations: [],
    seeded: false,
    empty: true,
  });
}, 60_000);
