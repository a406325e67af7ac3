import type { Database } from '../db/client.js';

// request counts of the rate limits (migration 0105) grow with every request by design, and so do the
// sign-in throttle's counts of failed attempts (a refused sign-in must be counted): not data
const NOT_DATA = new Set(['_migrations', 'rate_limit_hits', 'login_throttle']);

/**
 * An export is a read that leaves a trace by design: its audit entry (written before the file goes), which
 * moves its company's data version. `besidesExports` leaves those two out, for tests that send reads.
 */
const EXPORT_TRACES: Record<string, string> = {
  audit_log: `WHERE t.kind NOT IN ('list.exported', 'company.exported')`,
  company_data_versions: 'WHERE false',
};

/** Each table's rows, hashed in a fixed order: any insert, update or delete changes its hash. */
export async function tableHashes(
  db: Database,
  options: { besidesExports?: boolean } = {},
): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    if (NOT_DATA.has(name)) continue;
    const where = (options.besidesExports && EXPORT_TRACES[name]) || '';
    const [row] = await db.query<{ hash: string | null }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${name}" t ${where}`,
    );
    hashes[name] = row!.hash ?? '';
  }
  return hashes;
}

/**
 * Counts every row any statement inserts, updates or deletes (rolled back or not) from here on, in a
 * sequence the triggers bump: a request that left the count alone cannot have changed any data, so the
 * slower hashes above are needed only when it moved. For tests only: it adds a trigger to every table.
 */
export async function countRowWrites(db: Database): Promise<() => Promise<number>> {
  await db.query(`CREATE SEQUENCE IF NOT EXISTS test_row_writes`);
  await db.query(`CREATE OR REPLACE FUNCTION test_count_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM nextval('test_row_writes'); RETURN NULL; END $$`);
  await onEveryRowWrite(db, 'test_count_row_write', 'test_count_row_write', [...NOT_DATA]);
  return async () => {
    const [row] = await db.query<{ count: string }>(
      `SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS count FROM test_row_writes`,
    );
    return Number(row!.count);
  };
}

/** What `logRowWrites` gives a test: a mark of the log as it stands, and the tables written after one. */
export type RowWriteLog = {
  mark(): Promise<number>;
  tablesWrittenSince(mark: number): Promise<string[]>;
};

/**
 * Logs the table of every row a committed statement inserts, updates or deletes, in the writer's own
 * transaction (a rolled-back write leaves no entry), so a test asks which tables a request wrote with one
 * small query instead of hashing every table before and after it. Stricter than the hashes (a row updated
 * to the values it had counts as written). For tests only: it adds a trigger to every table but `ignore`,
 * and keeps its log in a schema of its own, out of what reads the public tables.
 */
export async function logRowWrites(db: Database, ignore: readonly string[]): Promise<RowWriteLog> {
  await db.query(`CREATE SCHEMA IF NOT EXISTS test_log`);
  await db.query(`CREATE TABLE IF NOT EXISTS test_log.row_writes (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, table_name text NOT NULL)`);
  await db.query(`CREATE OR REPLACE FUNCTION test_log.log_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO test_log.row_writes (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`);
  await onEveryRowWrite(db, 'test_log_row_write', 'test_log.log_row_write', ignore);
  return {
    async mark() {
      const [row] = await db.query<{ id: string }>(`SELECT coalesce(max(id), 0) AS id FROM test_log.row_writes`);
      return Number(row!.id);
    },
    async tablesWrittenSince(mark) {
      const rows = await db.query<{ name: string }>(
        `SELECT DISTINCT table_name AS name FROM test_log.row_writes WHERE id > $1 ORDER BY 1`,
        [mark],
      );
      return rows.map((row) => row.name);
    },
  };
}

/** A row-level trigger running `fn` after every insert, update and delete on each public table but `ignore`. */
async function onEveryRowWrite(db: Database, trigger: string, fn: string, ignore: readonly string[]): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  for (const { name } of tables) {
    if (ignore.includes(name)) continue;
    // the names are the test's own constants and the catalog's, never a request's
    await db.query(
      `CREATE TRIGGER ${trigger} AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
    );
  }
}
