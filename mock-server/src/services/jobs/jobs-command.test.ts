import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedId } from '../../db/seed/seed-ids.js';
import { seededDataFolder } from '../../testing/seeded-pglite.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { jobsCommand } from './jobs-command.js';

/** `npm run jobs -- run digest --now` and `npm run jobs -- list` (docs/operations.md#jobs). */
const ACME = seedId('company', 'acme');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  server.clock.freeze();
  // a Wednesday afternoon: the schedule's Monday 08:00 is long past, the digest was never sent
  server.clock.advance(Date.parse('2030-01-09T15:00:00Z') - server.app.now().getTime());
  await server.db.query('DELETE FROM jobs');
  await server.db.query('DELETE FROM mail_opt_outs');
  await server.db.query("UPDATE companies SET time_zone = 'UTC'");
});
afterAll(async () => {
  await server.close();
});

it("sends this week's digest now to every manager and admin, once, and says how many mails went", async () => {
  const readers = await server.db.query<{ email: string }>(
    "SELECT email FROM users WHERE level IN ('level2', 'level3') AND deleted_at IS NULL AND is_active ORDER BY email",
  );
  const first = await jobsCommand(server.app, ['run', 'digest', '--now']);
  expect(first.code).toBe(0);
  expect(first.lines).toContain(`Acme: weekly-digest:${ACME}:2030-01-07 added`);
  expect(first.lines).toContain(`${readers.length} mail(s) sent: ${readers.length} weekly_digest`);
  const digests = server.mails.filter((mail) => mail.headers?.['List-Unsubscribe']);
  expect(digests.map((mail) => mail.to).sort()).toEqual(readers.map((reader) => reader.email));
  const outbox = await server.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM outbox WHERE kind = 'weekly_digest'",
  );
  expect(outbox[0]!.count).toBe(readers.length);

  // again the same week: the occurrence is there, nothing is sent twice
  const again = await jobsCommand(server.app, ['run', 'digest', '--now']);
  expect(again.lines).toContain(`Acme: weekly-digest:${ACME}:2030-01-07 already there (run once per occurrence)`);
  expect(again.lines.at(-1)).toBe('0 mail(s) sent');
  expect(server.mails.filter((mail) => mail.headers?.['List-Unsubscribe'])).toHaveLength(readers.length);

  const list = await jobsCommand(server.app, ['list']);
  expect(list.code).toBe(0);
  expect(list.lines[0]).toBe(`last runs (${2 + readers.length}):`);
  expect(list.lines.join('\n')).toContain(`done    weekly-digest:${ACME}:2030-01-07`);
  expect(list.lines.at(-1)).toBe('failures in the last 30 days (0):');
});

it("runs today's reminders now", async () => {
  const member = (await server.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'member@acme.test'"))[0]!;
  await server.db.query(
    `INSERT INTO leave_requests (company_id, user_id, type, from_date, to_date, status, created_at)
     VALUES ($1, $2, 'annual', '2030-02-04', '2030-02-05', 'pending', '2030-01-07T09:00:00Z')`,
    [ACME, member.id],
  );
  const outcome = await jobsCommand(server.app, ['run', 'reminders', '--now']);
  expect(outcome.code).toBe(0);
  expect(outcome.lines).toContain(`Acme: reminders:${ACME}:2030-01-09 added`);
  expect(outcome.lines.at(-1)).toMatch(/^\d+ mail\(s\) sent: .*\d+ reminder_leave_waiting/);
});

it('refuses a job it does not know, naming the ones it does, with exit code 2', async () => {
  const outcome = await jobsCommand(server.app, ['run', 'nightly']);
  expect(outcome).toEqual({
    code: 2,
    lines: [
      'unknown job "nightly": the jobs are digest, reminders',
      'use: jobs list | jobs run <digest|reminders> [--now]',
    ],
  });
  expect((await jobsCommand(server.app, ['start'])).code).toBe(2);
});

it('is the command `npm run jobs` starts, with its exit code', async () => {
  // seeded already: a first start's seeding is not what this checks (demo/demo-persistence.test.ts seeds an empty one)
  const dataDir = await seededDataFolder();
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
  const { DATABASE_URL: _postgres, ...env } = process.env;
  try {
    const run = (args: string[]) =>
      spawnSync(path.join(serverDir, '../node_modules/.bin/tsx'), ['src/cli.ts', 'jobs', ...args], {
        cwd: serverDir,
        encoding: 'utf8',
        env: { ...env, TIMELY_DATA_DIR: dataDir, NODE_ENV: 'development' },
      });
    const unknown = run(['run', 'nightly']);
    expect(unknown.stderr).toBe('');
    expect(unknown.stdout).toContain('unknown job "nightly": the jobs are digest, reminders');
    expect(unknown.status).toBe(2);
    const digest = run(['run', 'digest', '--now']);
    expect(digest.stdout).toContain('mail(s) sent');
    expect(digest.status).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
