import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { openDatabase } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/core.seed.js';
import { createEmptyDatabase, type EmptyDatabase } from './empty-database.js';
import { eventually } from './eventually.js';

/**
 * Issue #14: the real server process, on the database it runs on in this leg (PGlite in a data folder,
 * or a fresh database on the PostgreSQL server of DATABASE_URL). Writes under load, a SIGKILL in the
 * middle, a restart: every write the server acknowledged (201) must be there. And a SIGTERM while
 * requests are in flight lets each of them finish before the process exits.
 */
const PACKAGE_DIR = path.resolve(
  process.cwd().endsWith('mock-server') ? process.cwd() : path.join(process.cwd(), 'mock-server'),
);
const WRITERS = 8;
const ACKNOWLEDGED_BEFORE_KILL = 120;

let target: EmptyDatabase;

beforeAll(async () => {
  target = await createEmptyDatabase();
}, 60_000);
afterAll(async () => {
  await target?.cleanup();
});

/** Which of these feed posts are in the database, read the way the server does, with the server stopped. */
async function storedPostIds(ids: string[]): Promise<string[]> {
  const db = await openDatabase(target.options);
  try {
    return (await db.query<{ id: string }>('SELECT id FROM feed_posts WHERE id = ANY($1::uuid[])', [ids])).map(
      (row) => row.id,
    );
  } finally {
    await db.close();
  }
}

it('keeps every acknowledged write across a SIGKILL under load', async () => {
  const first = await startServer({});
  const token = await signIn(first.url);
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async (writerIndex: number) => {
    for (let n = 0; !killed; n += 1) {
      try {
        const response = await fetch(`${first.url}/v2/feeds`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `durability ${writerIndex}-${n}` }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { _id: string })._id);
        else if (!killed) throw new Error(`write answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        if (!killed) throw error;
        return; // the connection died with the server: that write was never acknowledged
      }
      if (!killed && acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) {
        killed = true;
        first.process.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
  await first.exited;
  expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

  // the same data folder (or database) again: it opens, and every acknowledged post is there
  const second = await startServer({});
  const readBack = await fetch(`${second.url}/v2/feeds?page=1&perPage=10`, {
    headers: { authorization: `Bearer ${await signIn(second.url)}` },
  });
  expect(readBack.status).toBe(200);
  await stop(second);
  const found = await storedPostIds(acknowledged);
  expect(new Set(found)).toEqual(new Set(acknowledged));
}, 240_000);

it('finishes the requests in flight on SIGTERM, then exits', async () => {
  // every /v2 answer is held for 1.5 s (the server's test hook), so these are surely in flight
  const server = await startServer({ TEST_RESPONSE_DELAY_MS: '1500' });
  const token = await signIn(server.url);
  const inFlight = Array.from({ length: 5 }, (_, index) =>
    fetch(`${server.url}/v2/feeds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: `in flight at SIGTERM ${index}` }),
    }),
  );
  // no signal leaves the server when a request has reached it: half a second of the 1.5 s hold lets all five
  // arrive, and the hold keeps them in flight
  // eslint-disable-next-line no-restricted-syntax -- the requests must have reached another process first
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.process.kill('SIGTERM');
  const responses = await Promise.all(inFlight);
  expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
  expect(await server.exited).toBe(0);
  const ids = await Promise.all(responses.map(async (response) => ((await response.json()) as { _id: string })._id));
  expect(await storedPostIds(ids)).toHaveLength(5);
  // and it no longer accepts anything
  await expect(fetch(`${server.url}/health`)).rejects.toThrow();
}, 240_000);

type Running = { url: string; process: ChildProcess; exited: Promise<number | null> };

async function startServer(extraEnv: Record<string, string>): Promise<Running> {
  const port = await freePort();
  // node itself runs the server (tsx as a loader, not its CLI, which would put a second process in between
  // and take the signals meant for the server)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'durability-secret-durability-secret-0000',
      // the seed's and the sign-ins' hashes at the lowest cost: what is kept does not depend on it
      BCRYPT_COST: '4',
      ...target.serverEnv,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // only the other process can say it is up: ask /health until it answers
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null)
          throw new Error(`the server exited (${child.exitCode}) before it was ready: ${stderr}`);
        return fetch(`${url}/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      { timeoutMs: 120_000, everyMs: 250, describe: () => `the server to be ready: ${stderr}` },
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { url, process: child, exited };
}

async function stop(server: Running): Promise<void> {
  server.process.kill('SIGTERM');
  await server.exited;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
