import { createPglite } from './client.js';
import { KEPT_STATEMENTS, preparingPglite } from './pglite-statements.js';
import type { PGlite } from '@electric-sql/pglite';

/** The names of the statements PGlite's backend keeps prepared. */
async function preparedNames(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
  return rows.map((row) => row.name);
}

describe('preparingPglite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = createPglite();
    await client.exec(`CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, due date, tags text[])`);
  });
  afterAll(() => client.close());
  beforeEach(() => client.exec('TRUNCATE notes'));

  it('prepares a statement once and answers what PGlite’s own query answers, types parsed alike', async () => {
    const queries = preparingPglite(client);
    const insert = 'INSERT INTO notes (id, body, due, tags) VALUES ($1, $2, $3, $4)';
    await queries.query(insert, [1, 'first', '2026-12-02', ['a', 'b']]);
    await queries.query(insert, [2, "it's second", null, []]);
    const select = 'SELECT id, body, due, tags FROM notes WHERE id >= $1 ORDER BY id';
    const named = await queries.query(select, [1], { rowMode: 'array' });
    const plain = await client.query(select, [1], { rowMode: 'array' });
    expect(named.rows).toEqual(plain.rows);
    expect(named.fields).toEqual(plain.fields);
    expect(named.rows[1]).toEqual([2, "it's second", null, []]);
    const before = await preparedNames(client);
    await queries.query(select, [2]);
    // two texts, two names: asking again binds the kept one
    expect(await preparedNames(client)).toEqual(before);
    expect(before.filter((name) => name.startsWith('timely_'))).toHaveLength(2);
  });

  it('leaves a statement without parameters to PGlite and reports a bad one as PGlite does, the client still usable', async () => {
    const queries = preparingPglite(client);
    const names = await preparedNames(client);
    expect((await queries.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect(await preparedNames(client)).toEqual(names);
    await expect(queries.query('SELECT nonsense FROM notes WHERE id = $1', [1])).rejects.toMatchObject({
      code: '42703',
      query: 'SELECT nonsense FROM notes WHERE id = $1',
      params: [1],
    });
    await queries.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'a']);
    await expect(queries.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'again'])).rejects.toMatchObject({
      code: '23505',
    });
    expect((await queries.query('SELECT body FROM notes WHERE id = $1', [1])).rows).toEqual([{ body: 'a' }]);
  });

  it('runs inside a transaction on the transaction’s lock, and a rolled back one leaves nothing', async () => {
    const queries = preparingPglite(client);
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    let outside: Promise<unknown> | undefined;
    await queries.transaction(async (tx) => {
      await tx.query(insert, [1, 'kept']);
      // another caller's query, asked before the second insert, waits for the transaction to end: queued on the
      // query lock alone it would run first, inside the open transaction, and count one row
      outside = queries.query('SELECT count(*)::int AS n FROM notes WHERE id > $1', [0]);
      await tx.query(insert, [2, 'kept too']);
    });
    await expect(outside).resolves.toMatchObject({ rows: [{ n: 2 }] });
    await expect(
      queries.transaction(async (tx) => {
        await tx.query(insert, [3, 'lost']);
        await tx.query(insert, [1, 'duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await queries.query<{ id: number }>('SELECT id FROM notes WHERE id > $1 ORDER BY id', [0])).rows).toEqual([
      { id: 1 },
      { id: 2 },
    ]);
  });

  it(`keeps at most ${KEPT_STATEMENTS} statements, closing the least recently used`, async () => {
    const queries = preparingPglite(client);
    const before = new Set(await preparedNames(client));
    const first = 'SELECT $1::int AS n';
    await queries.query(first, [0]);
    for (let index = 1; index < KEPT_STATEMENTS + 5; index += 1) {
      await queries.query(`SELECT $1::int + ${index} AS n`, [index]);
      // the first text is asked often, so it stays
      if (index % 100 === 0) await queries.query(first, [index]);
    }
    const kept = (await preparedNames(client)).filter((name) => !before.has(name));
    expect(kept).toHaveLength(KEPT_STATEMENTS);
    // the often asked text was kept: asking it again prepares nothing new
    expect((await queries.query(first, [7])).rows).toEqual([{ n: 7 }]);
    expect((await preparedNames(client)).filter((name) => !before.has(name))).toEqual(kept);
    expect((await queries.query('SELECT $1::int + 1 AS n', [1])).rows).toEqual([{ n: 2 }]);
  });

  it('prepares a statement anew when the table it reads was altered under it', async () => {
    const queries = preparingPglite(client);
    await client.exec('CREATE TABLE altered (id int, label text)');
    const select = 'SELECT * FROM altered WHERE id = $1';
    await queries.query('INSERT INTO altered VALUES ($1, $2)', [1, 'a']);
    expect((await queries.query(select, [1])).rows).toEqual([{ id: 1, label: 'a' }]);
    const before = new Set(await preparedNames(client));
    await client.exec('ALTER TABLE altered ADD COLUMN extra int');
    await expect(queries.query(select, [1])).rejects.toMatchObject({ code: '0A000' });
    // the stale statement is closed, not left behind under its name
    expect((await preparedNames(client)).filter((name) => before.has(name))).toHaveLength(before.size - 1);
    expect((await queries.query(select, [1])).rows).toEqual([{ id: 1, label: 'a', extra: null }]);
    expect(await preparedNames(client)).toHaveLength(before.size);
  });
});
