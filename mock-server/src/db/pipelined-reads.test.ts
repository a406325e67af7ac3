import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { eventually } from '../testing/eventually.js';
import { openDatabase, type Database } from './client.js';
import { rowsOf } from './rows-of.js';

const serverUrl = process.env.DATABASE_URL;
const execFileAsync = promisify(execFile);
/** A module run by node in a process of its own, on the server of DATABASE_URL; killed (and failed) past 20 s. */
const runScript = (script: string) =>
  execFileAsync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: path.join(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: serverUrl },
    timeout: 20_000,
  });
// PostgreSQL only (the api-pg leg of CI): PGlite is one connection in the process
const onPostgres = serverUrl ? describe : describe.skip;

type Answer = { value: number; pid: number };
const answer = (db: Database, value: number) =>
  db.orm
    .execute(sql`SELECT ${value}::int AS value, pg_backend_pid() AS pid`)
    .then((result) => rowsOf<Answer>(result)[0]!);

onPostgres('statements outside a transaction, pipelined', () => {
  let db: Database;
  let admin: pg.Client;
  beforeEach(async () => {
    // as the API's tests open it: a transaction's statements sent side by side are refused, the pipelines' are not
    db = await openDatabase({
      kind: 'postgres',
      connectionString: serverUrl!,
      maxConnections: 4,
      refuseOverlap: true,
      pipelines: 2,
    });
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterEach(async () => {
    await db.close();
    await admin.end();
  });

  it('answers each of many statements sent side by side with its own rows, over the two connections', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => answer(db, index)));
    expect(answers.map((row) => row.value)).toEqual(Array.from({ length: 60 }, (_, index) => index));
    expect(new Set(answers.map((row) => row.pid)).size).toBe(2);
  });

  it('fails a failing statement alone: those sent before and after it on its connection answer', async () => {
    const results = await Promise.allSettled([
      answer(db, 1),
      db.orm.execute(sql`SELECT 10 / ${0}::int AS quotient`),
      answer(db, 2),
      answer(db, 3),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(results[1]).toMatchObject({ reason: { cause: { message: expect.stringMatching(/division by zero/) } } });
  });

  it('keeps a transaction on a connection of the pool, and a write is read back on the pipelines once it answers', async () => {
    const pipelined = new Set((await Promise.all([answer(db, 1), answer(db, 2)])).map((row) => row.pid));
    const inTransaction = await db.orm.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL application_name = 'in a transaction'`);
      return rowsOf<Answer>(await tx.execute(sql`SELECT ${7}::int AS value, pg_backend_pid() AS pid`))[0]!;
    });
    expect(pipelined.has(inTransaction.pid)).toBe(false);
    // a write answered on one connection is what the next statement sees, on either
    const table = `pipelined_${process.pid}`;
    await admin.query(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (id int primary key)`);
    try {
      for (let id = 1; id <= 20; id += 1) {
        await db.orm.execute(sql`INSERT INTO ${sql.identifier(table)} VALUES (${id})`);
        const [read] = rowsOf<{ count: number }>(
          await db.orm.execute(sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE id <= ${id}`),
        );
        expect(read?.count).toBe(id);
      }
    } finally {
      await admin.query(`DROP TABLE IF EXISTS ${table}`);
    }
  });

  it('replaces a connection the server ends, and answers on a new one', async () => {
    const before = [...new Set((await Promise.all([answer(db, 1), answer(db, 2)])).map((row) => row.pid))];
    await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [before]);
    // the connections learn of their end from the socket: until then a statement may fail with it
    const after = await eventually(
      () =>
        answer(db, 3).then(
          (row) => row,
          () => undefined,
        ),
      { describe: () => 'a statement answered after its connections were ended' },
    );
    expect(after.value).toBe(3);
    expect(before).not.toContain(after.pid);
    const again = await Promise.all(Array.from({ length: 10 }, (_, index) => answer(db, index)));
    expect(again.map((row) => row.value)).toEqual(Array.from({ length: 10 }, (_, index) => index));
  });

  it('ends its connections when the database is closed', async () => {
    const pids = [...new Set((await Promise.all([answer(db, 1), answer(db, 2)])).map((row) => row.pid))];
    await db.close();
    await eventually(
      async () =>
        (await admin.query('SELECT count(*)::int AS open FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids]))
          .rows[0].open === 0,
      { describe: () => `the pipelined connections ${pids.join(', ')} to end` },
    );
    await expect(answer(db, 1)).rejects.toThrow();
    // afterEach closes it again
    db = { ...db, close: async () => {} };
  });
});

// idle, the pipelined connections do not hold a process open, as the pool's do not (allowExitOnIdle)
(serverUrl ? it : it.skip)('lets a process end while its pipelined connections stay open', async () => {
  const script = `import { sql } from 'drizzle-orm';
import { openDatabase } from ${JSON.stringify(path.join(import.meta.dirname, 'client.ts'))};
const db = await openDatabase({ kind: 'postgres', connectionString: process.env.DATABASE_URL, pipelines: 2 });
await Promise.all([db.orm.execute(sql\`SELECT \${1}::int\`), db.orm.execute(sql\`SELECT \${2}::int\`)]);
console.log('queried');`;
  const { stdout } = await runScript(script);
  expect(stdout.trim()).toBe('queried');
});

// ...and a process that closes its database waits for the close: idle and unref'd, the connections' ends did not
// hold it open, and an API_INSTANCES primary ended before forking its workers
(serverUrl ? it : it.skip)('finishes closing its database before the process may end', async () => {
  const script = `import { sql } from 'drizzle-orm';
import { openDatabase } from ${JSON.stringify(path.join(import.meta.dirname, 'client.ts'))};
const db = await openDatabase({ kind: 'postgres', connectionString: process.env.DATABASE_URL, pipelines: 2 });
await Promise.all([db.orm.execute(sql\`SELECT \${1}::int\`), db.orm.execute(sql\`SELECT \${2}::int\`)]);
await db.close();
console.log('closed');`;
  const { stdout } = await runScript(script);
  expect(stdout.trim()).toBe('closed');
});
