import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/client.js';
import { seedId } from '../db/seed/seed-ids.js';
import { digestKey, mondayOf, REMINDERS, remindersOccurrence, WEEKLY_DIGEST } from '../services/jobs/schedule.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { eventually } from './eventually.js';
import { openSeededPostgres } from './seeded-postgres.js';

/**
 * The jobs run exactly once across API processes and a crash (docs/operations.md#jobs): real API processes
 * with their jobs' worker on one PostgreSQL database, and SMTP servers of the test's that count what they
 * are handed. PostgreSQL only: PGlite is one process's database.
 */
const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? it : it.skip;
if (!serverUrl)
  console.warn('jobs-instances.test.ts skipped: it needs PostgreSQL (DATABASE_URL), as several instances do');

const ACME = seedId('company', 'acme');
// Acme's jobs (their keys name the company): on a Monday morning the workers' own schedule adds every
// company's digest, which this test does not count
const ACME_KEYS = `%:${ACME}:%`;

type Smtp = { url: string; received: { to: string; data: string }[]; close(): Promise<void> };

/** An SMTP server that keeps each message it accepts; `stall`: one that takes the message and never answers. */
async function startSmtp(stall = false): Promise<Smtp> {
  const received: Smtp['received'] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stall) return;
        for (const rcpt of session.envelope.rcptTo)
          received.push({ to: rcpt.address, data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  // the worker killed mid-message resets its connection: smtp-server reports that as an error event, which
  // unheard would end the test process
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
}

/** Asks the database (which the worker processes write) until `check` holds. */
const until = (check: () => Promise<boolean>, what: string) =>
  eventually(check, { timeoutMs: 90_000, everyMs: 250, describe: () => what });

let db: Database | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
const processes: ApiProcess[] = [];
const smtps: Smtp[] = [];
afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await Promise.all(smtps.map((smtp) => smtp.close()));
  await db?.close();
  await dropDatabase?.();
}, 60_000);

onPostgres(
  'sends a due digest once per reader across two workers, after one of them was killed mid-run and its lease ran out',
  async () => {
    const opened = await openSeededPostgres(serverUrl!);
    db = opened.db;
    dropDatabase = opened.dropDatabase;
    await db.query('DELETE FROM jobs');
    await db.query('DELETE FROM mail_opt_outs');
    const readers = (
      await db.query<{ email: string }>(
        `SELECT email FROM users WHERE company_id = $1 AND level IN ('level2', 'level3') AND deleted_at IS NULL
            AND is_active ORDER BY email`,
        [ACME],
      )
    ).map((row) => row.email);
    expect(readers.length).toBeGreaterThan(2);
    // this week's occurrence, due now (the key the schedule would give it, so its own minute adds nothing)
    const [{ timeZone }] = (await db.query<{ timeZone: string }>(
      'SELECT time_zone AS "timeZone" FROM companies WHERE id = $1',
      [ACME],
    )) as [{ timeZone: string }];
    // the database's clock, which the workers' schedule and leases read too
    const [{ now }] = (await db.query<{ now: Date }>('SELECT now() AS now')) as [{ now: Date }];
    const monday = mondayOf(new Date(now), timeZone);
    // what the workers' own schedule would add today (every other company's digest on a Monday, each
    // company's reminders after 09:00) is already done: their mails would also stall on the first worker's
    // server and take its turns, whatever the hour the test runs at
    const companies = await db.query<{ id: string; timeZone: string }>(
      'SELECT id, time_zone AS "timeZone" FROM companies',
    );
    for (const company of companies) {
      const keys = [`${REMINDERS}:${company.id}:${remindersOccurrence(new Date(now), company.timeZone).day}`];
      if (company.id !== ACME) keys.push(digestKey(company.id, mondayOf(new Date(now), company.timeZone)));
      for (const key of keys)
        await db.query(
          `INSERT INTO jobs (kind, key, company_id, state, run_at, finished_at)
            VALUES ($1, $2, $3, 'done', now(), now()) ON CONFLICT (key) DO NOTHING`,
          [key.split(':')[0], key, company.id],
        );
    }
    const worker = (smtp: Smtp) =>
      startApiProcess({
        DATABASE_URL: opened.url,
        // the worker runs outside NODE_ENV=test only
        NODE_ENV: 'development',
        JOB_WORKER: 'on',
        WEBHOOK_WORKER: 'off',
        SMTP_URL: smtp.url,
      });

    // the first worker's mail server takes each message and never answers: the process is mid-run, holding
    // the company job's readers under its lease, when it is killed
    const stalling = await startSmtp(true);
    smtps.push(stalling);
    const doomed = await worker(stalling);
    processes.push(doomed);
    // on a Monday morning the worker may have added this very occurrence itself, as its schedule says
    await db.query(
      `INSERT INTO jobs (kind, key, company_id, payload, run_at) VALUES ($1, $2, $3, $4::jsonb, now())
        ON CONFLICT (key) DO NOTHING`,
      [WEEKLY_DIGEST, digestKey(ACME, monday), ACME, JSON.stringify({ monday })],
    );
    const claimedMails = async () =>
      (
        await db!.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM jobs WHERE kind = 'weekly-digest-mail' AND claimed_until > now() AND key LIKE $1",
          [ACME_KEYS],
        )
      )[0]!.count;
    await until(
      async () =>
        (await claimedMails()) > 0 &&
        (
          await db!.query("SELECT 1 FROM outbox WHERE kind = 'weekly_digest' AND to_address = ANY($1::text[])", [
            readers,
          ])
        ).length > 0,
      'the first worker to be sending',
    );
    await doomed.kill();
    expect(stalling.received).toEqual([]);
    // the messages to Acme's readers the killed worker began stay pending for ever (the workers may also send
    // other companies' digests, when their schedule says so: those are not counted)
    const abandoned = (
      await db.query<{ id: string }>(
        "SELECT id FROM outbox WHERE kind = 'weekly_digest' AND status = 'pending' AND to_address = ANY($1::text[])",
        [readers],
      )
    ).map((row) => row.id);
    const orphaned = await db.query<{ key: string }>(
      "SELECT key FROM jobs WHERE kind = 'weekly-digest-mail' AND state = 'pending' AND claimed_until > now() AND key LIKE $1",
      [ACME_KEYS],
    );
    expect(orphaned.length).toBeGreaterThan(0);
    // its five-minute lease, run out: the database's clock cannot be moved, so the lease's end is
    await db.query("UPDATE jobs SET claimed_until = now() - interval '1 second' WHERE claimed_until IS NOT NULL");

    // two workers on the database at once, with a mail server that accepts
    const smtp = await startSmtp();
    smtps.push(smtp);
    processes.push(...(await Promise.all([worker(smtp), worker(smtp)])));
    const digests = () =>
      smtp.received.filter((mail) => mail.data.includes('List-Unsubscribe') && readers.includes(mail.to));
    await until(
      async () =>
        (
          await db!.query(
            "SELECT 1 FROM jobs WHERE kind IN ('weekly-digest', 'weekly-digest-mail') AND state <> 'done' AND key LIKE $1",
            [ACME_KEYS],
          )
        ).length === 0 && digests().length >= readers.length,
      'every digest to be sent',
    );
    // every message the live workers began is settled too, so nothing more is on its way: a second sending
    // would be one more outbox row (and its job's attempts, below, would say it was claimed twice)
    await until(
      async () =>
        (
          await db!.query(
            `SELECT 1 FROM outbox WHERE kind = 'weekly_digest' AND status = 'pending' AND to_address = ANY($1::text[])
                AND NOT (id = ANY($2::uuid[]))`,
            [readers, abandoned],
          )
        ).length === 0,
      "the live workers' messages to be settled",
    );
    const [{ sent }] = (await db.query<{ sent: number }>(
      "SELECT count(*)::int AS sent FROM outbox WHERE kind = 'weekly_digest' AND status = 'sent' AND to_address = ANY($1::text[])",
      [readers],
    )) as [{ sent: number }];
    expect(sent).toBe(readers.length);
    expect(
      digests()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(readers);
    const mailJobs = await db.query<{ key: string; attempts: number }>(
      "SELECT key, attempts FROM jobs WHERE kind = 'weekly-digest-mail' AND key LIKE $1 ORDER BY key",
      [ACME_KEYS],
    );
    expect(mailJobs).toHaveLength(readers.length);
    // the killed worker's jobs were claimed twice, and run to the end once
    for (const job of mailJobs) expect(job.attempts).toBe(orphaned.some((orphan) => orphan.key === job.key) ? 2 : 1);
    const [company] = await db.query<{ state: string; attempts: number }>(
      'SELECT state, attempts FROM jobs WHERE key = $1',
      [digestKey(ACME, monday)],
    );
    expect(company).toEqual({ state: 'done', attempts: 1 });
  },
  240_000,
);
