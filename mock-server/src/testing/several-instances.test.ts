import { readFileSync } from 'node:fs';
import { createTvLinkResponseSchema, loginResponseSchema } from '@timely/contract';
import { DEMO_PASSWORD } from '../db/seed/core.seed.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { openSeededPostgres } from './seeded-postgres.js';

/**
 * Several API processes on one PostgreSQL database (issue #35): whatever one instance learns, the other
 * knows at once, because it lives in the database and not in a process's memory. Two processes on two
 * ports, so each request goes to the instance the test chooses; a third start shows API_INSTANCES=2.
 */
const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;
if (!serverUrl)
  console.warn('several-instances.test.ts skipped: it needs PostgreSQL (DATABASE_URL), as several instances do');

let a: ApiProcess;
let b: ApiProcess;
let dropDatabase: () => Promise<void>;
let databaseUrl: string;

onPostgres('two API instances on one PostgreSQL database', () => {
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
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase?.();
  }, 60_000);

  const call = (
    instance: ApiProcess,
    method: string,
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${instance.url}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
  const signIn = async (instance: ApiProcess, email: string) => {
    const response = await call(instance, 'POST', '/v2/auth/login', { body: { email, password: DEMO_PASSWORD } });
    expect(response.status).toBe(200);
    return loginResponseSchema.parse(await response.json());
  };

  it('takes a token signed in on one instance on the other', async () => {
    const { token } = await signIn(a, 'manager@acme.test');
    expect((await call(b, 'GET', '/v2/me', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/v2/me', { token })).status).toBe(200);
    // JSON log lines, each request's tagged with the id its answer carries
    const response = await call(b, 'GET', '/v2/nothing-here', { token });
    const id = response.headers.get('x-request-id')!;
    // the log lines come after the answer: wait for the second one
    await b.outputWhere(
      (output) =>
        output
          .split('\n')
          .slice(0, -1)
          .filter((line) => line.includes(id)).length >= 2,
    );
    const lines = b
      .output()
      .split('\n')
      .filter((line) => line.includes(id))
      .map((line) => JSON.parse(line) as { requestId?: string });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.requestId === id)).toBe(true);
  });

  it('refuses a peer deactivated on one instance on the other at once', async () => {
    const peer = await signIn(b, 'member@acme.test');
    expect((await call(b, 'GET', '/v2/me', { token: peer.token })).status).toBe(200);
    const { token: admin } = await signIn(a, 'admin@acme.test');
    expect((await call(a, 'DELETE', `/v2/peers/${peer.user._id}`, { token: admin })).status).toBe(200);
    expect((await call(b, 'GET', '/v2/me', { token: peer.token })).status).toBe(401);
    expect((await call(b, 'POST', '/v2/auth/refresh', { body: { refreshToken: peer.refreshToken } })).status).toBe(401);
    expect((await call(a, 'POST', `/v2/peers/${peer.user._id}/restore`, { token: admin })).status).toBe(200);
  });

  // fewer than the 20 free attempts of one address: all from this test's one address
  it('lets a burst of right sign-ins through on both instances at once', async () => {
    const emails = ['admin@acme.test', 'manager@acme.test', 'member@acme.test', 'admin@globex.test'];
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        call(n % 2 ? b : a, 'POST', '/v2/auth/login', {
          body: { email: emails[n % emails.length], password: DEMO_PASSWORD },
        }),
      ),
    );
    expect(burst.map((response) => response.status)).toEqual(burst.map(() => 200));
  });

  it('counts failed sign-ins made on both instances in one throttle', async () => {
    const wrong = (instance: ApiProcess) =>
      call(instance, 'POST', '/v2/auth/login', { body: { email: 'manager@acme.test', password: 'not the password' } });
    // five free attempts, then one more is let through (it sets the wait): split between the two
    for (const instance of [a, b, a, b, a, b]) expect((await wrong(instance)).status).toBe(401);
    const slowed = await call(a, 'POST', '/v2/auth/login', {
      body: { email: 'manager@acme.test', password: DEMO_PASSWORD },
    });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('stops a TV link revoked on one instance on the other', async () => {
    const { token: admin } = await signIn(a, 'admin@acme.test');
    const created = createTvLinkResponseSchema.parse(
      await (await call(a, 'POST', '/v2/kpis/tv-links', { token: admin, body: { label: 'Lobby' } })).json(),
    );
    const tv = (instance: ApiProcess) => call(instance, 'GET', '/v2/kpis/tv', { headers: { 'x-tv-key': created.key } });
    expect((await tv(b)).status).toBe(200);
    expect((await call(a, 'DELETE', `/v2/kpis/tv-links/${created.link._id}`, { token: admin })).status).toBe(200);
    expect((await tv(b)).status).toBe(401);
  });

  it("gives no kept answer that a write on the other instance changed: the feed of one shows the other's post", async () => {
    // the admin: the throttle test before this one slowed the manager's sign-ins down
    const { token } = await signIn(a, 'admin@acme.test');
    const feed = async () => {
      const response = await call(b, 'GET', '/v2/feeds?page=1&perPage=10', { token });
      return { kept: response.headers.get('x-answer-cache'), body: await response.text() };
    };
    // the key holds the minute (a real process, whose clock the test cannot stop): a minute turning over
    // between two questions makes the second a miss, and a third then asks within one minute
    let kept = (await feed()).kept;
    for (let asked = 0; asked < 2 && kept !== 'hit'; asked += 1) kept = (await feed()).kept;
    expect(kept).toBe('hit');
    const posted = await call(a, 'POST', '/v2/feeds', { token, body: { body: 'Posted on instance a' } });
    expect(posted.status).toBe(201);
    const after = await feed();
    expect(after.kept).toBe('miss');
    expect(after.body).toContain('Posted on instance a');
  });

  it('signs out everywhere: a token logged out on one instance is refused by the other', async () => {
    const session = await signIn(a, 'admin@globex.test');
    expect(
      (await call(b, 'POST', '/v2/auth/logout', { token: session.token, body: { refreshToken: session.refreshToken } }))
        .status,
    ).toBeLessThan(300);
    expect((await call(a, 'GET', '/v2/me', { token: session.token })).status).toBe(401);
  });

  it('runs API_INSTANCES=2 as two worker processes on one port', async () => {
    const clustered = await startApiProcess({ DATABASE_URL: databaseUrl, API_INSTANCES: '2' });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${clustered.url}/health`).then((response) => response.status)),
      );
      expect(statuses.every((status) => status === 200)).toBe(true);
      expect(clustered.output()).toContain('"msg":"2 API instances started"');
      // each worker listens (on the one port) in its own process; the second may still be starting
      const listeners = () =>
        new Set(
          clustered
            .output()
            .split('\n')
            .filter((line) => line.includes('Server listening'))
            .map((line) => (JSON.parse(line) as { pid: number }).pid),
        );
      await clustered.outputWhere(() => listeners().size >= 2);
      expect(listeners().size).toBe(2);
    } finally {
      await clustered.stop();
    }
  }, 120_000);

  it("hashes both workers' passwords in the primary, so the bound on hashing holds for the machine", async () => {
    // unknown accounts are compared with a hash of the production cost, a quarter second of a core each
    const clustered = await startApiProcess({ DATABASE_URL: databaseUrl, API_INSTANCES: '2', BCRYPT_COST: '12' });
    try {
      await clustered.outputWhere((output) => output.split('Server listening').length > 2);
      const before = cpuSeconds(clustered.pid);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          fetch(`${clustered.url}/v2/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `nobody-${n}@acme.test`, password: 'not a password' }),
          }).then((response) => response.status),
        ),
      );
      expect(answers).toEqual(answers.map(() => 401));
      // the primary forks and waits otherwise: its CPU time is the six comparisons (0.2-0.3 s each here)
      expect(cpuSeconds(clustered.pid) - before).toBeGreaterThan(0.6);
    } finally {
      await clustered.stop();
    }
  }, 120_000);
});

/** The CPU time a process has used so far (Linux's /proc: user and system, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

describe('API_INSTANCES on PGlite', () => {
  it('runs one instance and says why', async () => {
    const single = await startApiProcess({ API_INSTANCES: '3' });
    try {
      expect((await fetch(`${single.url}/health`)).status).toBe(200);
      expect(single.output()).toMatch(
        /API_INSTANCES=3 needs PostgreSQL \(DATABASE_URL\): PGlite runs in one process, so one API instance runs/,
      );
    } finally {
      await single.stop();
    }
  }, 120_000);
});
