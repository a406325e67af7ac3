import { emptyDatabaseForThisFile } from '../testing/empty-database-for-tests.js';
import { migrations } from './migrations/index.js';
import { prepareDatabase } from './startup.js';

/** Issue #33: TIMELY_SEED=none starts a real company's database: the schema, and no company. */
const empty = emptyDatabaseForThisFile();

it('creates the schema and no company on a first start with seed none, and does nothing more on the next', async () => {
  const first = await prepareDatabase(empty.db, {
    seed: 'none',
    passwordCost: 4,
    onSeedStart: () => {
      throw new Error('must not seed');
    },
  });
  expect(first).toEqual({ migrations: migrations.map((migration) => migration.name), seeded: false, empty: true });
  const [companies] = await empty.db.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
  const [users] = await empty.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  expect(companies!.n).toBe(0);
  expect(users!.n).toBe(0);

  expect(await prepareDatabase(empty.db, { seed: 'none', passwordCost: 4 })).toEqual({
    migrations: [],
    seeded: false,
    empty: true,
  });
}, 60_000);
