import { liveTicketSchema, loginResponseSchema, type LiveEvent } from '@timely/contract';
import pg from 'pg';
import { DEMO_PASSWORD } from '../db/seed/core.seed.js';
import { seedId } from '../db/seed/seed-ids.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { eventually } from './eventually.js';
import { openSeededPostgres } from './seeded-postgres.js';
import { isReady, openSseReader, type SseReader } from './sse-reader.js';

/**
 * The live stream across API processes on one PostgreSQL database (docs/api.md#live-stream): a write through
 * one instance reaches a stream held on another, once and in order, and a stream whose instance died resumes
 * on its restart from the last event it had, losing and repeating nothing. Real processes (main.ts) on their
 * own ports, each with its own hub reading company_events.
 */
const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl)
  console.warn('live-instances.test.ts skipped: it needs PostgreSQL (DATABASE_URL), as several instances do');

const ATLAS = seedId('project', 'acme', 'atlas');

let a: ApiProcess;
let b: ApiProcess;
let dropDatabase: () => Promise<void>;
let databaseUrl: string;
const readers: SseReader[] = [];

onPostgres('the live stream across two API instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    const opened = await openSeededPostgres(serverUrl!);
    await opened.db.close();
    dropDatabase = opened.dropDatabase;
    databaseUrl = opened.url;
    [a, b] = await Promise.all([
      startApiProcess({ DATABASE_URL: databaseUrl }),
      startApiProcess({ DATABASE_URL: databaseUrl }),
    ]);
  }, 120_000);
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase?.();
  }, 60_000);

  const signIn = async (instance: ApiProcess, email: string) => {
    const response = await fetch(`${instance.url}/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return loginResponseSchema.parse(await response.json()).token;
  };
  const openOn = async (instance: ApiProcess, token: string, lastEventId?: string) => {
    const response = await fetch(`${instance.url}/v2/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(201);
    const reader = await openSseReader(instance.url, liveTicketSchema.parse(await response.json()).ticket, lastEventId);
    readers.push(reader);
    expect(reader.status).toBe(200);
    await reader.waitFor(isReady);
    return reader;
  };
  /** Writes a task through instance `on`: its id, which its `task.created` event names. */
  const createTask = async (on: ApiProcess, token: string, title: string) => {
    const response = await fetch(`${on.url}/v2/projects/${ATLAS}/backlog`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title, estimateHours: 1 }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { _id: string })._id;
  };
  const createdTasks = (changes: LiveEvent[]) =>
    changes.filter((change) => change.kind === 'task.created').map((change) => change.taskId!);
  /** How many connections to the test database have LISTEN as their last statement (one per listening hub). */
  const listeningConnections = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN %'",
      );
      return rows[0]!.count;
    } finally {
      await client.end();
    }
  };
  /** Each change once, in the order of its ids. */
  const expectOnceInOrder = (changes: LiveEvent[]) => {
    const ids = changes.map((change) => Number(change.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  };

  it('delivers a write made on instance A to a stream held on instance B, once and in order', async () => {
    const manager = await signIn(a, 'manager@acme.test');
    const member = await signIn(b, 'member@acme.test');
    const onB = await openOn(b, member);

    const written: string[] = [];
    for (let n = 0; n < 5; n += 1) written.push(await createTask(a, manager, `Written on A ${n}`));
    await onB.waitFor(() => written.every((id) => createdTasks(onB.changes()).includes(id)), 10_000);
    // one more write makes B's hub read again: by the time it arrives that read has come and gone, twice nothing
    const marker = await createTask(a, manager, 'Written on A after the five');
    await onB.waitFor(() => createdTasks(onB.changes()).includes(marker), 10_000);
    expect(createdTasks(onB.changes())).toEqual([...written, marker]);
    expectOnceInOrder(onB.changes());
  }, 60_000);

  it('resumes on instance B restarted after a crash: the events written meanwhile arrive, none lost, none twice', async () => {
    const manager = await signIn(a, 'manager@acme.test');
    const member = await signIn(b, 'member@acme.test');
    const before = await openOn(b, member);
    const first = await createTask(a, manager, 'Before the crash');
    await before.waitFor(() => createdTasks(before.changes()).includes(first), 10_000);
    const lastId = before.changes().at(-1)!.id;

    await b.kill();
    await before.waitFor(() => before.ended(), 5000);
    const meanwhile: string[] = [];
    for (let n = 0; n < 3; n += 1) meanwhile.push(await createTask(a, manager, `While B is down ${n}`));
    b = await startApiProcess({ DATABASE_URL: databaseUrl }, Number(new URL(b.url).port));

    // the portal reconnects with a new ticket (its session lives in the database) and the last id it had
    const after = await openOn(b, member, lastId);
    expect(createdTasks(after.changes())).toEqual(meanwhile);
    const later = await createTask(a, manager, 'After the restart');
    await after.waitFor(() => createdTasks(after.changes()).includes(later), 10_000);
    // and one more read of B's hub after that: nothing arrives twice
    const marker = await createTask(a, manager, 'After the restart, once more');
    await after.waitFor(() => createdTasks(after.changes()).includes(marker), 10_000);
    expect(createdTasks(after.changes())).toEqual([...meanwhile, later, marker]);
    expectOnceInOrder(after.changes());
    expect(Number(after.changes()[0]!.id)).toBeGreaterThan(Number(lastId));
    expect(after.received.some((entry) => entry.event === 'reset')).toBe(false);
  }, 150_000);
  it("wakes at a commit's NOTIFY: the event arrives long before the slow poll of the instance holding the stream", async () => {
    // this instance reads the table every 10 s only: what arrives sooner was woken by PostgreSQL's NOTIFY
    const slow = await startApiProcess({ DATABASE_URL: databaseUrl, LIVE_POLL_MS: '10000' });
    try {
      const manager = await signIn(a, 'manager@acme.test');
      const member = await signIn(slow, 'member@acme.test');
      const listening = await listeningConnections();
      const onSlow = await openOn(slow, member);
      // the listening connection is made with the first stream: wait until PostgreSQL has it
      await eventually(async () => (await listeningConnections()) > listening, {
        describe: () => "the slow instance's LISTEN connection",
      });
      const written = performance.now();
      const task = await createTask(a, manager, 'Heard at once');
      await onSlow.waitFor(() => createdTasks(onSlow.changes()).includes(task), 3000);
      expect(performance.now() - written).toBeLessThan(3000);
      expectOnceInOrder(onSlow.changes());
    } finally {
      await slow.stop();
    }
  }, 120_000);
});
