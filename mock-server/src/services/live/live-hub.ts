import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of.js';
import type { ServerFacilities } from '../service-context.js';
import { eventsAmong, latestSeq, type Listener, type LiveEventRow } from './live-events.js';

/** One open stream, as the hub sees it. */
export type LiveStream = Listener & {
  sessionId: string;
  /** Sends one event (the stream skips one it has sent already). */
  deliver: (row: LiveEventRow) => void;
  /** Closes the stream because its session ended or its user was deactivated. */
  end: () => void;
};

export type LiveHubOptions = {
  /** How often new events are read while a stream is open (ms). */
  pollMs: number;
  /** How often the streams' sessions are checked again (ms). */
  sessionCheckMs: number;
  /** How long a hole in the seqs (a transaction not committed yet) is waited for before it is passed (ms). */
  gapWaitMs: number;
  onError: (error: unknown) => void;
};

/**
 * One per API process: reads the company_events outbox (written in the writing transactions, so a row is
 * there only once its change is committed) after the last seq it has read, every `pollMs` while at least
 * one stream is open, and hands each stream the new events its listener may read. Every process reads the
 * same table, so an event written through one API instance reaches the streams of all of them.
 *
 * Seqs are taken when a row is inserted, not when it commits: a transaction that began earlier may commit a
 * lower seq after a higher one was read. The hub remembers the seqs above its cursor it has read and keeps
 * reading from the first hole for `gapWaitMs` (a rolled-back insert leaves a hole for ever), so such an
 * event is delivered late rather than never.
 *
 * On PostgreSQL a NOTIFY sent at each commit that adds events (migration 0360) calls `wake`, so the events are
 * read at once; the poll stays, as the fallback for a notification lost with its connection.
 *
 * Every `sessionCheckMs` the open streams' sessions are read again: a stream whose session was revoked or
 * expired, or whose user was deactivated or deleted, is ended.
 */
export class LiveHub {
  private readonly streams = new Set<LiveStream>();
  private cursor: number | null = null;
  private readonly seenAbove = new Set<number>();
  private hole: { seq: number; since: number } | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private sessionTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  /** A wake-up came while a read was running: read once more after it (it may have missed the new rows). */
  private again = false;
  private closed = false;

  /** `server`: the database it reads and the clock it waits by; it runs with no request. */
  constructor(
    private readonly server: Pick<ServerFacilities, 'db' | 'now'>,
    private readonly options: LiveHubOptions,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** Starts hearing events for the stream; the timers run while any stream is open. */
  async add(stream: LiveStream): Promise<void> {
    if (this.closed) throw new Error('live hub closed');
    if (this.cursor === null) this.cursor = await latestSeq(this.server);
    this.streams.add(stream);
    if (!this.pollTimer) {
      this.pollTimer = setInterval(() => void this.poll(), this.options.pollMs);
      this.sessionTimer = setInterval(() => void this.checkSessions(), this.options.sessionCheckMs);
    }
  }

  remove(stream: LiveStream): void {
    this.streams.delete(stream);
    if (!this.streams.size) this.stopTimers();
  }

  /** Ends every stream and stops (the server is closing). */
  close(): void {
    this.closed = true;
    for (const stream of [...this.streams]) stream.end();
    this.streams.clear();
    this.stopTimers();
  }

  private stopTimers(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.sessionTimer) clearInterval(this.sessionTimer);
    this.pollTimer = null;
    this.sessionTimer = null;
  }

  /** Reads what is new and delivers it; one read at a time (a slow database skips ticks rather than piling up). */
  poll(): Promise<void> {
    this.polling ??= this.readNew()
      .catch(this.options.onError)
      .finally(() => {
        this.polling = null;
        if (this.again) {
          this.again = false;
          void this.poll();
        }
      });
    return this.polling;
  }

  /**
   * New events were committed (PostgreSQL's NOTIFY, from any API process): read them now rather than at the
   * next tick. A wake-up during a read asks for one more read after it; the timer stays as the fallback.
   */
  wake(): void {
    if (this.closed || !this.streams.size) return;
    if (this.polling) this.again = true;
    else void this.poll();
  }

  private async readNew(): Promise<void> {
    if (this.cursor === null || !this.streams.size) return;
    const rows = rowsOf<{ seq: string; company_id: string }>(
      await this.server.db.orm.execute(sql`
        SELECT seq::text AS seq, company_id FROM company_events WHERE seq > ${this.cursor} ORDER BY seq LIMIT 2000`),
    );
    const fresh = rows.filter((row) => !this.seenAbove.has(Number(row.seq)));
    for (const row of fresh) this.seenAbove.add(Number(row.seq));
    this.advance(rows.length ? Number(rows[rows.length - 1]!.seq) : this.cursor);
    if (!fresh.length) return;
    const companies = new Map<string, number[]>();
    for (const row of fresh) companies.set(row.company_id, [...(companies.get(row.company_id) ?? []), Number(row.seq)]);
    // one read per listener (a person with two tabs is read once), only in the companies that have news
    const listeners = new Map<string, LiveStream[]>();
    for (const stream of this.streams) {
      if (!companies.has(stream.companyId)) continue;
      const key = `${stream.userId}:${stream.level}`;
      listeners.set(key, [...(listeners.get(key) ?? []), stream]);
    }
    for (const streams of listeners.values()) {
      const first = streams[0]!;
      const events = await eventsAmong(this.server.db.orm, first, companies.get(first.companyId)!);
      for (const event of events) for (const stream of streams) if (this.streams.has(stream)) stream.deliver(event);
    }
  }

  /** Moves the cursor over the seqs read without a hole below them, and over a hole waited for long enough. */
  private advance(highest: number): void {
    const now = this.server.now().getTime();
    while (this.cursor! < highest) {
      const next = this.cursor! + 1;
      if (this.seenAbove.delete(next)) {
        this.cursor = next;
        continue;
      }
      if (this.hole?.seq !== next) this.hole = { seq: next, since: now };
      if (now - this.hole.since < this.options.gapWaitMs) return;
      this.hole = null;
      this.cursor = next;
    }
  }

  /** Ends the streams whose session or user is no longer good. */
  async checkSessions(): Promise<void> {
    const open = [...this.streams];
    if (!open.length) return;
    const ids = [...new Set(open.map((stream) => stream.sessionId))];
    try {
      const good = new Set(
        rowsOf<{ id: string }>(
          await this.server.db.orm.execute(sql`
            SELECT s.id FROM sessions s JOIN users u ON u.id = s.user_id
             WHERE s.id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND s.revoked_at IS NULL
               AND s.expires_at > ${this.server.now().toISOString()}::timestamptz
               AND u.is_active AND u.deleted_at IS NULL`),
        ).map((row) => row.id),
      );
      for (const stream of open) if (!good.has(stream.sessionId)) stream.end();
    } catch (error) {
      this.options.onError(error);
    }
  }
}
