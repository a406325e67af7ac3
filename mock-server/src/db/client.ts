import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenOn } from './notify-listener.js';
import { NamingClient, type NamingClientConfig } from './named-statements.js';
import { PipelinedReads } from './pipelined-reads.js';
import { preparingPglite } from './pglite-statements.js';
import * as schema from './schema/index.js';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The one database handle of the server: drizzle for queries, plus `execScript` for migrations (many
 * statements in one transaction). The same SQL runs on embedded PGlite and on a PostgreSQL server.
 */
export type Database = {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /** Runs a multi-statement script in one transaction. */
  execScript(script: string): Promise<void>;
  /** Runs one statement and returns its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Calls `listener` with every statement drizzle runs from now on (tests look at the plans); answers the way to stop. */
  onQuery(listener: QueryListener): () => void;
  /**
   * PostgreSQL only: LISTENs on a channel on a connection of its own (db/notify-listener.ts); answers the way
   * to stop. PGlite runs in one process, which has nothing to hear from.
   */
  listen?: (channel: string, onNotify: () => void, onError: (error: unknown) => void) => () => Promise<void>;
  close(): Promise<void>;
};

type QueryListener = (text: string, params: unknown[]) => void;

/** drizzle's logger, fanned out to whoever listens through `onQuery`. */
function queryListeners() {
  const listeners = new Set<QueryListener>();
  return {
    logger: { logQuery: (text: string, params: unknown[]) => listeners.forEach((listener) => listener(text, params)) },
    onQuery(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string }
  | {
      kind: 'postgres';
      connectionString: string;
      maxConnections?: number;
      refuseOverlap?: boolean;
      /** Connections in pipeline mode for the statements outside a transaction (db/pipelined-reads.ts); 0: the pool's. */
      pipelines?: number;
    };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options.dataDir) : openPostgres(options);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // No dataDir means in memory (tests); a folder keeps everything across restarts. PGlite creates the
  // folder itself but not its parents (a fresh TIMELY_DATA_DIR).
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  return openPgliteClient(createPglite(dataDir ? { dataDir } : {}));
}

/** A PGlite with the extensions the migrations create (pg_trgm for project search). */
export function createPglite(options: PGliteOptions = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

/**
 * Planner settings of every connection. random_page_cost: the data is in memory or on SSD, where a random
 * read costs about what a sequential one does; at PostgreSQL's default (4, a spinning disk) the planner
 * read a company's projects front to back rather than use the search's trigram indexes (migration 0091).
 * plan_cache_mode: each prepared statement is planned once for any values. Left to choose, PostgreSQL planned
 * the projects pages for their values on every call, and planning one took longer than running it; the plans
 * kept for any values are the ones `testing/list-indexes.test.ts` checks.
 */
const PLANNER_SETTINGS: Record<string, string> = { random_page_cost: '1.1', plan_cache_mode: 'force_generic_plan' };

/** Wraps a PGlite instance (tests hand in one loaded from a template). */
export async function openPgliteClient(client: PGlite): Promise<Database> {
  await client.waitReady;
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.exec(`SET ${name} = ${value}`);
  const { logger, onQuery } = queryListeners();
  // each statement prepared once under a name, as on a PostgreSQL server (db/pglite-statements.ts)
  const queries = preparingPglite(client);
  return {
    kind: 'pglite',
    orm: drizzlePglite({ client: queries as PGlite, schema, logger }) as unknown as Orm,
    onQuery,
    async execScript(script) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await queries.query<Row>(text, params);
      return result.rows;
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres({
  connectionString,
  maxConnections = 10,
  refuseOverlap = false,
  pipelines = 2,
}: Extract<DatabaseOptions, { kind: 'postgres' }>): Promise<Database> {
  // NamingClient prepares each query shape once per connection; a connection is replaced after ten
  // minutes, which also drops the statements it prepared
  // the planner settings travel in each connection's start-up message: no statement before the first query
  const options = Object.entries(PLANNER_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  const config: pg.PoolConfig & NamingClientConfig = {
    connectionString,
    max: maxConnections,
    Client: NamingClient,
    // tests: a transaction's statements sent side by side fail at once (db/named-statements.ts)
    refuseOverlap,
    maxLifetimeSeconds: LIFETIME_SECONDS,
    // kept while idle (the pool's default closes one after 10 s): a new connection pays its start-up, the
    // server's catalog caches and every statement's preparation again, on the first answers after a quiet spell
    idleTimeoutMillis: 0,
    // idle connections alone do not keep a process alive (a script that forgot close, a test file)
    allowExitOnIdle: true,
    options,
  };
  const pool = new pg.Pool(config);
  // an idle connection the server ends (a restart, an administrator's command, a dropped test database)
  // is an 'error' event of the pool: unheard, it would crash the process. The pool drops that connection
  // and opens a new one when it needs it.
  pool.on('error', (error) => console.warn(`[mock-server] an idle database connection was closed: ${error.message}`));
  // fail at start-up, not on the first request, when the server is unreachable
  const probe = await pool.connect();
  probe.release();
  const { logger, onQuery } = queryListeners();
  const reads = pipelines > 0 ? new PipelinedReads(config, pipelines, LIFETIME_SECONDS * 1000) : undefined;
  return {
    kind: 'postgres',
    orm: drizzlePostgres({ client: reads ? outsideTransactions(pool, reads) : pool, schema, logger }) as unknown as Orm,
    onQuery,
    listen: (channel, onNotify, onError) => listenOn(connectionString, channel, onNotify, onError),
    async execScript(script) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        await connection.query(script);
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as Row[];
    },
    async close() {
      await reads?.close();
      await pool.end();
    },
  };
}

/** A connection's life on the server: the pool and the pipelines replace theirs after it. */
const LIFETIME_SECONDS = 600;

/**
 * The pool as drizzle sees it, its statements sent through the pipelines: drizzle runs a statement outside a
 * transaction with the client's `query`, and takes a connection of its own with `connect` for a transaction.
 */
function outsideTransactions(pool: pg.Pool, reads: PipelinedReads): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === 'query') return reads.query.bind(reads);
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
