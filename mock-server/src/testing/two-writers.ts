import pg from 'pg';
import { eventually } from './eventually.js';

type Write = (client: pg.Client) => Promise<unknown>;

/**
 * Two transactions writing at once, on PostgreSQL (PGlite is one connection): the first writes and stays open,
 * the second's write starts and must wait for the first one's lock, then both commit. A test of a trigger that
 * keeps a derived row checks that row afterwards: both writes count in it only if the trigger locks before it
 * reads. Fails when the second write does not wait (the lock the test is about was not taken).
 */
export async function twoWritersAtOnce(
  connectionString: string,
  writes: { first: Write; second: Write },
): Promise<void> {
  const [first, second] = [new pg.Client({ connectionString }), new pg.Client({ connectionString })];
  await Promise.all([first.connect(), second.connect()]);
  try {
    await first.query('BEGIN');
    await writes.first(first);
    const [{ pid }] = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows as [{ pid: number }];
    await second.query('BEGIN');
    const secondDone = writes.second(second);
    await eventually(
      async () =>
        (await first.query<{ blocked: boolean }>('SELECT cardinality(pg_blocking_pids($1)) > 0 AS blocked', [pid]))
          .rows[0]!.blocked,
      { describe: () => "the second writer waiting for the first one's lock" },
    );
    await first.query('COMMIT');
    await secondDone;
    await second.query('COMMIT');
  } finally {
    await Promise.all([first.end(), second.end()]);
  }
}
