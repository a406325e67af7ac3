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

// PGlite has no autovacuum: each start gives the planner its statistics and sets the visibility map (the
// directory's page is read from an index alone only where it is set); on a server autovacuum does both
(process.env.DATABASE_URL ? it.skip : it)(
  'a start on PGlite leaves every table analyzed and its pages all-visible',
  async () => {
    await empty.db.query('CREATE TABLE start_probe AS SELECT g FROM generate_series(1, 5000) g');
    await prepareDatabase(empty.db, { seed: 'none', passwordCost: 4 });
    const [probe] = await empty.db.query<{ tuples: number; visible: number; pages: number }>(
      "SELECT reltuples::int AS tuples, relallvisible AS visible, relpages AS pages FROM pg_class WHERE relname = 'start_probe'",
    );
    expect(probe!.pages).toBeGreaterThan(0);
    expect(probe).toEqual({ tuples: 5000, visible: probe!.pages, pages: probe!.pages });
  },
);
