import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * PostgreSQL plans an unnamed statement anew on every call; a named one is parsed once per connection and
 * its plan can be kept. This client names every parameterised statement after a hash of its text, so the
 * server prepares each query shape once per connection: 617 → 136 µs for a statement with a costly plan
 * here, and `GET /v2/me` went from ~1,080 to ~1,960 req/s once its two statements were prepared (issue
 * #13). Statements without parameters (BEGIN, migrations, scripts) and bulk writes with more parameters
 * than a page of ids are sent as before, so the kinds of statements a connection keeps stay bounded; the
 * pool also replaces its connections every few minutes (see openPostgres), which drops what they kept.
 */
export const MAX_NAMED_PARAMETERS = 200;

const knownNames = new Map<string, string>();

/** A name per statement text (SHA-1, kept for the texts seen so far: a request sends the same few). */
export function statementName(text: string): string {
  let name = knownNames.get(text);
  if (name === undefined) {
    name = `timely_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (knownNames.size >= 5000) knownNames.clear();
    knownNames.set(text, name);
  }
  return name;
}

type QueryArguments = [config: unknown, values?: unknown, callback?: unknown];

/** The same call, with a name added when the statement should be prepared. */
export function withStatementName([config, values, callback]: QueryArguments): QueryArguments {
  if (typeof config === 'string') {
    if (!Array.isArray(values) || !worthNaming(values)) return [config, values, callback];
    return [{ text: config, values, name: statementName(config) }, undefined, callback];
  }
  if (!config || typeof config !== 'object' || 'submit' in config) return [config, values, callback];
  const query = config as pg.QueryConfig;
  const parameters = query.values ?? (Array.isArray(values) ? values : undefined);
  if (query.name || !parameters || !worthNaming(parameters)) return [config, values, callback];
  return [{ ...query, name: statementName(query.text) }, values, callback];
}

/** Worth a name: some parameters, and no more than a page of ids (bulk writes stay unnamed). */
export function worthNaming(parameters: unknown[]): boolean {
  return parameters.length > 0 && parameters.length <= MAX_NAMED_PARAMETERS;
}

type QueryInFlight = { text?: string } | null;
/** pg's own state of a connection (not in its types): the statement running, and those waiting behind it. */
type ClientQueue = { _activeQuery: QueryInFlight; _queryQueue: QueryInFlight[] };

/** Options of the pool passed on to each client it opens. */
export type NamingClientConfig = pg.ClientConfig & {
  /**
   * Fail a statement sent while the connection still runs another (tests). pg queues it today and warns once
   * per process; pg@9 drops that queue. On the pool two reads take two connections, so this only happens on
   * a transaction's single connection: reads side by side there go one after the other (db/side-by-side.ts).
   */
  refuseOverlap?: boolean;
};

/** pg's client, naming its statements (`Client` option of the pool). */
export class NamingClient extends pg.Client {
  private readonly refuseOverlap: boolean;

  constructor(config?: NamingClientConfig | string) {
    super(config);
    this.refuseOverlap = typeof config === 'object' && config.refuseOverlap === true;
  }

  // pg's query() has a dozen overloads; this passes each call through, a name added
  override query(...args: unknown[]): never {
    if (this.refuseOverlap) refuseWhenBusy(this as unknown as ClientQueue, args[0]);
    const call = super.query as (...rest: unknown[]) => never;
    return call.apply(this, withStatementName(args as QueryArguments));
  }
}

const TRANSACTION_CONTROL = /^\s*(rollback|commit|begin|savepoint|release)\b/i;

function refuseWhenBusy(client: ClientQueue, config: unknown): void {
  const running = client._activeQuery ?? client._queryQueue[0];
  if (!running) return;
  const text = typeof config === 'string' ? config : (config as QueryInFlight)?.text;
  // the rollback after a refused statement waits its turn, as pg queues it: refused, it would leave the
  // transaction open on a connection that goes back to the pool
  if (text && TRANSACTION_CONTROL.test(text)) return;
  throw new Error(
    `a statement was sent on a connection still running another (a transaction's reads side by side?): ` +
      `running "${running.text?.slice(0, 160)}", sent "${text?.slice(0, 160)}"`,
  );
}
