import type pg from 'pg';
import { NamingClient, type NamingClientConfig } from './named-statements.js';

/**
 * Statements outside a transaction, sent over a few connections in pg's pipeline mode: a statement is written
 * while those before it on its connection still run (each with its own Sync, so one that fails fails alone), and
 * PostgreSQL's backends find the next one waiting, where on the pool each statement took a connection for its
 * round trip and waited on the network (docs/performance.md). Transactions keep a connection of the pool.
 *
 * Each statement goes to the connection with the fewest in flight, so a long read (an export's ids) gathers
 * little behind it; a connection that fails or ends is replaced on the next statement, and each is replaced
 * after `lifetimeMs` (its prepared statements go with it), once what it holds has answered.
 */
export class PipelinedReads {
  private readonly lanes: Array<Lane | undefined>;
  private closed = false;

  constructor(
    private readonly config: NamingClientConfig,
    count: number,
    private readonly lifetimeMs: number,
  ) {
    this.lanes = Array.from({ length: count }, () => undefined);
  }

  /** pg's `query(config, values)` in its promise form, on the least busy connection. */
  async query(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    if (this.closed) throw new Error('the database is closed');
    const lane = this.leastBusy();
    lane.inFlight += 1;
    try {
      await lane.ready;
      socketOf(lane).ref();
      const send = lane.client.query.bind(lane.client) as (
        config: unknown,
        values?: unknown,
      ) => Promise<pg.QueryResult>;
      return await send(config, values);
    } finally {
      lane.inFlight -= 1;
      // idle, it does not hold the process open (the pool's allowExitOnIdle)
      if (lane.inFlight === 0 && !lane.broken) socketOf(lane).unref();
      if (lane.retiring && lane.inFlight === 0) void lane.client.end().catch(() => {});
    }
  }

  /** Ends every connection (the statements already sent answer first). */
  async close(): Promise<void> {
    this.closed = true;
    const open = this.lanes.filter((lane): lane is Lane => lane !== undefined);
    this.lanes.fill(undefined);
    // held open while they end: an idle connection's socket is unref'd, and the process would end before
    // the close it awaits (an API_INSTANCES primary then stopped before forking its workers)
    await Promise.all(
      open.map((lane) =>
        lane.ready
          .then(() => {
            socketOf(lane).ref();
            return lane.client.end();
          })
          .catch(() => {}),
      ),
    );
  }

  private leastBusy(): Lane {
    let best: Lane | undefined;
    for (let index = 0; index < this.lanes.length; index += 1) {
      let lane = this.lanes[index];
      if (lane && (lane.broken || this.expired(lane))) {
        lane.retiring = true;
        if (lane.inFlight === 0) void lane.client.end().catch(() => {});
        lane = undefined;
      }
      lane ??= this.lanes[index] = this.open();
      if (!best || lane.inFlight < best.inFlight) best = lane;
    }
    return best!;
  }

  private expired(lane: Lane): boolean {
    return performance.now() - lane.openedAt > this.lifetimeMs;
  }

  private open(): Lane {
    // statements side by side are what a pipeline is for: a transaction's connection alone refuses them (tests)
    const client = new NamingClient({ ...this.config, refuseOverlap: false, pipeline: true } as NamingClientConfig);
    const broken = () => {
      lane.broken = true;
    };
    const lane: Lane = {
      client,
      ready: client.connect().then(
        () => undefined,
        (error: unknown) => {
          broken();
          throw error;
        },
      ),
      inFlight: 0,
      openedAt: performance.now(),
      broken: false,
      retiring: false,
    };
    // a connection the server ends (a restart, a dropped database) is an 'error' event: unheard, it would end
    // the process; the statements it held fail, and the next one opens a new connection
    client.on('error', broken);
    client.on('end', broken);
    // a failed connect is its statements' error, not an unhandled rejection
    lane.ready.catch(() => {});
    return lane;
  }
}

type Lane = {
  client: NamingClient;
  ready: Promise<void>;
  inFlight: number;
  openedAt: number;
  broken: boolean;
  /** No longer given statements: ended once those it holds have answered. */
  retiring: boolean;
};

/** pg's client holds its socket's ref and unref (not in its types). */
function socketOf(lane: Lane): { ref(): void; unref(): void } {
  return lane.client as unknown as { ref(): void; unref(): void };
}
