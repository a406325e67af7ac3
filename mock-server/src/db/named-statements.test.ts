import { sql } from 'drizzle-orm';
import { openDatabase } from './client.js';
import { MAX_NAMED_PARAMETERS, statementName, withStatementName } from './named-statements.js';
import { rowsOf } from './rows-of.js';
import { sideBySide } from './side-by-side.js';

describe('withStatementName', () => {
  it('names a parameterised statement after its text, in either call form', () => {
    const text = 'SELECT name FROM users WHERE id = $1';
    expect(withStatementName([text, ['u1']])).toEqual([
      { text, values: ['u1'], name: statementName(text) },
      undefined,
      undefined,
    ]);
    const [config] = withStatementName([{ text, values: ['u1'], rowMode: 'array' }]);
    expect(config).toEqual({ text, values: ['u1'], rowMode: 'array', name: statementName(text) });
    expect(statementName(text)).toMatch(/^timely_[0-9a-f]{24}$/);
    expect(statementName(`${text} `)).not.toBe(statementName(text));
  });

  it('leaves alone what should not be prepared: no parameters, bulk writes, named or submittable queries', () => {
    const plain: [unknown, unknown?, unknown?] = ['BEGIN'];
    expect(withStatementName(plain)).toEqual(plain);
    const noValues = [{ text: 'SELECT 1', values: [] }];
    expect(withStatementName(noValues as [unknown])).toEqual([noValues[0], undefined, undefined]);
    const bulk = {
      text: 'INSERT INTO t VALUES …',
      values: Array.from({ length: MAX_NAMED_PARAMETERS + 1 }, (_, index) => index),
    };
    expect(withStatementName([bulk])[0]).toBe(bulk);
    const named = { text: 'SELECT $1', values: [1], name: 'mine' };
    expect(withStatementName([named])[0]).toBe(named);
    const submittable = { submit: () => undefined, text: 'SELECT $1', values: [1] };
    expect(withStatementName([submittable])[0]).toBe(submittable);
  });
});

const serverUrl = process.env.DATABASE_URL;

// PostgreSQL only (the api-pg leg of CI): PGlite has no named statements to keep.
(serverUrl ? it : it.skip)('prepares each query shape once per connection and answers the same rows', async () => {
  const db = await openDatabase({ kind: 'postgres', connectionString: serverUrl!, maxConnections: 1 });
  try {
    const first = await db.query<{ doubled: number }>('SELECT $1::int * 2 AS doubled', [21]);
    const second = await db.query<{ doubled: number }>('SELECT $1::int * 2 AS doubled', [5]);
    expect([first, second]).toEqual([[{ doubled: 42 }], [{ doubled: 10 }]]);
    await db.query('SELECT 1 AS unnamed');
    const kept = await db.query<{ name: string; statement: string }>(
      "SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'timely_%' ORDER BY statement",
    );
    expect(kept).toEqual([
      { name: statementName('SELECT $1::int * 2 AS doubled'), statement: 'SELECT $1::int * 2 AS doubled' },
      // the query that lists them has no parameter, so it is not among them either
    ]);
  } finally {
    await db.close();
  }
});

(serverUrl ? it : it.skip)(
  'keeps a statement usable after it failed, after a failed parse and after a rollback',
  async () => {
    // the pool's one connection for every statement (no pipelines), so the rollback's connection is read again
    const db = await openDatabase({ kind: 'postgres', connectionString: serverUrl!, maxConnections: 1, pipelines: 0 });
    try {
      await expect(db.query('SELECT 10 / $1::int AS quotient', [0])).rejects.toThrow(/division by zero/);
      expect(await db.query('SELECT 10 / $1::int AS quotient', [5])).toEqual([{ quotient: 2 }]);
      // a statement the server could not parse is not taken for prepared: it fails the same way again
      await expect(db.query('SELECT nope FROM nowhere WHERE id = $1', [1])).rejects.toThrow(/does not exist/);
      await expect(db.query('SELECT nope FROM nowhere WHERE id = $1', [1])).rejects.toThrow(/does not exist/);
      // prepared inside a transaction that rolled back: the name stays valid on that connection
      await expect(
        db.orm.transaction(async (tx) => {
          await tx.execute(sql`SELECT ${1}::int AS one`);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await db.orm.execute(sql`SELECT ${1}::int AS one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await db.close();
    }
  },
);

(serverUrl ? it : it.skip)(
  "refuses a transaction's statements sent side by side, and sideBySide sends them in turn",
  async () => {
    const db = await openDatabase({
      kind: 'postgres',
      connectionString: serverUrl!,
      maxConnections: 2,
      refuseOverlap: true,
    });
    const read = (orm: typeof db.orm, value: number) => () =>
      orm
        .execute(sql`SELECT ${value}::int AS value, pg_sleep(0.05)`)
        .then((result) => rowsOf<{ value: number }>(result)[0]?.value);
    try {
      // drizzle names the statement that failed; pg's refusal is its cause
      await expect(db.orm.transaction(async (tx) => Promise.all([read(tx, 1)(), read(tx, 2)()]))).rejects.toMatchObject(
        {
          cause: { message: expect.stringMatching(/still running another.*sent "SELECT \$1::int AS value/) },
        },
      );
      expect(await db.orm.transaction(async (tx) => sideBySide(tx, [read(tx, 1), read(tx, 2)]))).toEqual([1, 2]);
      // on the pool the reads do run together: each on a connection of its own
      const backend = () =>
        db.orm
          .execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(${0.05})`)
          .then((result) => rowsOf<{ pid: number }>(result)[0]?.pid);
      const [first, second] = await sideBySide(db.orm, [backend, backend]);
      expect(first).not.toBe(second);
    } finally {
      await db.close();
    }
  },
);
