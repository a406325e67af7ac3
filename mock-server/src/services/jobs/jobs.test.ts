import { createHmac } from 'node:crypto';
import { seedId } from '../../db/seed/seed-ids.js';
import { createTestServer, TEST_SECRETS, type TestServer } from '../../testing/test-server.js';
import { claimJobs, enqueueJob, jobRetryDelayMs, JOB_LEASE_MS, registerJobHandler, runDueJobs } from './queue.js';
import { digestKey, digestOccurrence, instantInZone, scheduleRecurring, WEEKLY_DIGEST } from './schedule.js';
import { UNSUBSCRIBE_VALID_MS, unsubscribeToken } from './unsubscribe.js';
import { digestOf, renderDigest } from './weekly-digest.js';
import { LEAVE_WAITING_MS, reminderKey, remindersDue, renderReminder } from './reminders.js';
import './worker.js';

const ACME = seedId('company', 'acme');
/** The fixed clock: Monday 7 January 2030, 08:30 UTC. */
const MONDAY = '2030-01-07';
const FIXED = Date.parse('2030-01-07T08:30:00Z');

let server: TestServer;
let runs: string[] = [];
let failNext = 0;
beforeAll(async () => {
  server = await createTestServer();
  server.clock.freeze();
  server.clock.advance(FIXED - server.app.now().getTime());
  registerJobHandler('test-job', async (_app, job) => {
    runs.push(job.key);
    if (failNext > 0) {
      failNext -= 1;
      throw new Error('the test job failed on purpose');
    }
  });
});
afterAll(async () => {
  await server.close();
});
beforeEach(async () => {
  runs = [];
  failNext = 0;
  await server.db.query('DELETE FROM jobs');
  await server.db.query("UPDATE companies SET time_zone = 'UTC'");
  server.mails.length = 0;
});

/** Runs jobs until none is due (a digest's or a day's reminders add more as they run). */
async function drain(): Promise<void> {
  while ((await runDueJobs(server.app)) > 0);
}

const at = (milliseconds: number) => new Date(server.app.now().getTime() + milliseconds);
const userId = async (email: string) =>
  (await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;

describe('the queue', () => {
  it('gives a due job to one of two claimers at once, and never twice', async () => {
    await enqueueJob(server.app, { kind: 'test-job', key: 'test:one', runAt: at(0) });
    const [first, second] = await Promise.all([claimJobs(server.app, at(0)), claimJobs(server.app, at(0))]);
    expect(first!.length + second!.length).toBe(1);
    expect(await claimJobs(server.app, at(1000))).toEqual([]);
  });

  it('runs a job once across two workers, not before its time', async () => {
    await enqueueJob(server.app, { kind: 'test-job', key: 'test:later', runAt: at(60_000) });
    expect(await runDueJobs(server.app)).toBe(0);
    server.clock.advance(60_000);
    const counts = await Promise.all([runDueJobs(server.app), runDueJobs(server.app)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(runs).toEqual(['test:later']);
    expect(await runDueJobs(server.app)).toBe(0);
  });

  it('tries a failed run again after a growing wait, then gives up', async () => {
    expect([jobRetryDelayMs(1), jobRetryDelayMs(2), jobRetryDelayMs(3), jobRetryDelayMs(30)]).toEqual([
      60_000, 120_000, 240_000, 3600_000,
    ]);
    await enqueueJob(server.app, { kind: 'test-job', key: 'test:flaky', runAt: at(0), maxAttempts: 3 });
    failNext = 5;
    await runDueJobs(server.app);
    const [retry] = await server.db.query<{ state: string; run_at: Date; error: string; attempts: number }>(
      "SELECT state, run_at, error, attempts FROM jobs WHERE key = 'test:flaky'",
    );
    expect(retry).toMatchObject({ state: 'pending', attempts: 1, error: 'the test job failed on purpose' });
    expect(new Date(retry!.run_at).getTime()).toBe(server.app.now().getTime() + 60_000);
    // not before the wait
    expect(await runDueJobs(server.app)).toBe(0);
    server.clock.advance(60_000);
    await runDueJobs(server.app);
    server.clock.advance(120_000);
    await runDueJobs(server.app);
    expect(runs).toHaveLength(3);
    const [failed] = await server.db.query<{ state: string }>("SELECT state FROM jobs WHERE key = 'test:flaky'");
    expect(failed!.state).toBe('failed');
    server.clock.advance(3600_000);
    expect(await runDueJobs(server.app)).toBe(0);
  });

  it('gives a job whose process died to another after the lease', async () => {
    await enqueueJob(server.app, { kind: 'test-job', key: 'test:orphan', runAt: at(0) });
    // claimed by a process that never finishes it
    expect(await claimJobs(server.app, at(0))).toHaveLength(1);
    expect(await runDueJobs(server.app)).toBe(0);
    server.clock.advance(JOB_LEASE_MS + 1000);
    expect(await runDueJobs(server.app)).toBe(1);
    expect(runs).toEqual(['test:orphan']);
  });

  it('keeps one job per occurrence key, across schedulers and restarts', async () => {
    expect(await enqueueJob(server.app, { kind: 'test-job', key: 'test:once', runAt: at(0) })).toBe(true);
    await runDueJobs(server.app);
    // a restarted process, or another one, schedules the same occurrence again: nothing is added
    expect(await enqueueJob(server.app, { kind: 'test-job', key: 'test:once', runAt: at(0) })).toBe(false);
    expect(await runDueJobs(server.app)).toBe(0);
    expect(runs).toEqual(['test:once']);
  });
});

describe('the weekly digest', () => {
  it("is scheduled for Monday 08:00 in the company's time zone, once", async () => {
    expect(instantInZone(MONDAY, 8, 'Europe/Berlin').toISOString()).toBe('2030-01-07T07:00:00.000Z');
    expect(instantInZone('2030-07-01', 8, 'America/New_York').toISOString()).toBe('2030-07-01T12:00:00.000Z');
    expect(digestOccurrence(new Date('2030-01-09T12:00:00Z'), 'UTC').monday).toBe(MONDAY);
    // 08:30 UTC is 17:30 in Tokyo (its Monday 08:00 passed) and 03:30 in New York (not yet)
    await server.db.query("UPDATE companies SET time_zone = 'America/New_York' WHERE id <> $1", [ACME]);
    await server.db.query("UPDATE companies SET time_zone = 'Asia/Tokyo' WHERE id = $1", [ACME]);
    const [first, second] = await Promise.all([scheduleRecurring(server.app), scheduleRecurring(server.app)]);
    // Acme's digest and its day's reminders (09:00 in Tokyo has passed too), each added once
    expect(first! + second!).toBe(2);
    const keys = await server.db.query<{ key: string; run_at: Date }>(
      `SELECT key, run_at FROM jobs WHERE kind = '${WEEKLY_DIGEST}'`,
    );
    expect(keys.map((row) => row.key)).toEqual([digestKey(ACME, MONDAY)]);
    expect(new Date(keys[0]!.run_at).toISOString()).toBe('2030-01-06T23:00:00.000Z');
    expect(await scheduleRecurring(server.app)).toBe(0);
  });

  it('says the manager’s week: last closed sprint, stuck tasks, leave this week, feedback not given', async () => {
    const manager = await userId('manager@acme.test');
    const [project] = await server.db.query<{ id: string; name: string }>(
      `SELECT p.id, p.name FROM project_members pm JOIN projects p ON p.id = pm.project_id
        WHERE pm.user_id = $1 AND pm.role = 'manager' AND p.deleted_at IS NULL ORDER BY p.name LIMIT 1`,
      [manager],
    );
    expect(project).toBeDefined();
    const [mate] = await server.db.query<{ id: string; name: string }>(
      `SELECT u.id, u.name FROM project_members pm JOIN users u ON u.id = pm.user_id
        WHERE pm.project_id = $1 AND u.id <> $2 ORDER BY u.name LIMIT 1`,
      [project!.id, manager],
    );
    await server.db.query('UPDATE tasks SET updated_at = $2 WHERE project_id = $1', [
      project!.id,
      new Date(FIXED - 3600_000),
    ]);
    const [sprint] = await server.db.query<{ id: string }>(
      `INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date, closed_at, tasks_total, tasks_completed)
       VALUES ($1, $2, 999, 'Digest sprint', '2029-12-20', '2030-01-03', '2030-01-04T10:00:00Z', 12, 9) RETURNING id`,
      [ACME, project!.id],
    );
    const [stuck] = await server.db.query<{ id: string }>(
      `INSERT INTO tasks (company_id, project_id, title, status, estimate_hours, updated_at)
       VALUES ($1, $2, 'Stuck digest task', 'in_progress', 1, '2030-01-04T08:00:00Z') RETURNING id`,
      [ACME, project!.id],
    );
    await server.db.query(
      `INSERT INTO tasks (company_id, project_id, title, status, estimate_hours, updated_at)
       VALUES ($1, $2, 'Moving digest task', 'in_progress', 1, '2030-01-06T12:00:00Z')`,
      [ACME, project!.id],
    );
    await server.db.query(
      `INSERT INTO leave_requests (company_id, user_id, type, from_date, to_date, status)
       VALUES ($1, $2, 'annual', '2030-01-09', '2030-01-10', 'approved'),
              ($1, $2, 'annual', '2030-01-15', '2030-01-16', 'approved')`,
      [ACME, mate!.id],
    );
    const digest = (await digestOf(server.app, manager, MONDAY, server.app.now()))!;
    expect(digest.sprints.find((entry) => entry.projectName === project!.name)).toEqual({
      projectName: project!.name,
      sprintId: sprint!.id,
      sprintName: 'Digest sprint',
      committed: 12,
      completed: 9,
    });
    expect(digest.stuck.map((task) => task.title)).toContain('Stuck digest task');
    expect(digest.stuck.map((task) => task.title)).not.toContain('Moving digest task');
    expect(digest.leave).toContainEqual({ name: mate!.name, from: '2030-01-09', to: '2030-01-10' });
    expect(digest.leave.map((entry) => entry.from)).not.toContain('2030-01-15');
    expect(digest.feedback.find((entry) => entry.name === mate!.name)?.projects).toContain(project!.name);

    const mail = renderDigest(digest, 'de', { portalUrl: 'https://portal.test', unsubscribeUrl: 'https://u.test/x' });
    expect(mail.subject).toBe('Ihre Woche bei ' + digest.companyName);
    expect(mail.text).toContain(`${project!.name}, Digest sprint: 9 von 12 Aufgaben erledigt`);
    expect(mail.text).toContain(`https://portal.test/data-list/sprint-report/${sprint!.id}`);
    const onlyMine = renderDigest(
      { ...digest, stuck: digest.stuck.filter((task) => task.taskId === stuck!.id) },
      'en',
      { portalUrl: 'https://portal.test', unsubscribeUrl: 'https://u.test/x' },
    );
    expect(onlyMine.text).toContain(
      `- Stuck digest task (${project!.name}), nobody assigned\n  https://portal.test/data-list/view-task/${stuck!.id}`,
    );
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(renderDigest(digest, 'ar', { portalUrl: 'https://p', unsubscribeUrl: 'https://u' }).html).toContain(
      'dir="rtl"',
    );

    // rated this month: no longer listed for that project
    await server.db.query(
      `INSERT INTO peer_feedback (company_id, project_id, reviewer_id, reviewee_id, month, dependability, impact, teamplay, competence, ownership)
       VALUES ($1, $2, $3, $4, '2030-01-01', 4, 4, 4, 4, 4)`,
      [ACME, project!.id, manager, mate!.id],
    );
    const after = (await digestOf(server.app, manager, MONDAY, server.app.now()))!;
    expect(after.feedback.find((entry) => entry.name === mate!.name)?.projects ?? []).not.toContain(project!.name);
  });

  it('mails each manager and admin once, in their language, with a working unsubscribe link', async () => {
    const manager = await userId('manager@acme.test');
    const member = await userId('member@acme.test');
    await server.db.query('DELETE FROM mail_opt_outs');
    await server.db.query(
      `INSERT INTO user_preferences (user_id, preferences) VALUES ($1, '{"language":"de"}')
       ON CONFLICT (user_id) DO UPDATE SET preferences = user_preferences.preferences || '{"language":"de"}'`,
      [manager],
    );
    await scheduleRecurring(server.app);
    await drain();
    // a restarted worker schedules and runs again: nobody gets a second mail
    await scheduleRecurring(server.app);
    await drain();
    const acmeReaders = await server.db.query<{ email: string }>(
      "SELECT email FROM users WHERE company_id = $1 AND level IN ('level2', 'level3') AND deleted_at IS NULL AND is_active",
      [ACME],
    );
    const digests = server.mails.filter((mail) => mail.headers?.['List-Unsubscribe']);
    const toAcme = digests.filter((mail) => acmeReaders.some((reader) => reader.email === mail.to));
    expect(toAcme.map((mail) => mail.to).sort()).toEqual(acmeReaders.map((reader) => reader.email).sort());
    expect(digests.some((mail) => mail.to === 'member@acme.test')).toBe(false);
    const mine = digests.find((mail) => mail.to === 'manager@acme.test')!;
    expect(mine.subject).toMatch(/^Ihre Woche bei /);
    expect(mine.html).toContain('<a href=');
    const token = unsubscribeToken(TEST_SECRETS.jwt, manager, 'weekly_digest', server.app.now());
    expect(mine.headers?.['List-Unsubscribe']).toContain(encodeURIComponent(token));
    expect(mine.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // the outbox keeps the text with the link masked
    const [kept] = await server.db.query<{ body_text: string }>(
      "SELECT body_text FROM outbox WHERE kind = 'weekly_digest' AND user_id = $1",
      [manager],
    );
    expect(kept!.body_text).not.toContain(token.split('.')[2]);
    expect(member).toBeDefined();

    // the link's page changes nothing; its button (a POST) turns the digest off, without signing in
    const url = `/v2/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    const page = await server.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await server.db.query('SELECT 1 FROM mail_opt_outs WHERE user_id = $1', [manager])).toHaveLength(0);
    const posted = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ ok: true, kind: 'weekly_digest' });
    const settings = await server.app.inject({
      method: 'GET',
      url: '/v2/me/mail-settings',
      headers: await server.authHeaders('manager@acme.test'),
    });
    expect(settings.json()).toEqual({ weeklyDigest: false });

    // next week: everyone but the manager
    server.mails.length = 0;
    server.clock.advance(7 * 24 * 3600_000);
    try {
      await scheduleRecurring(server.app);
      await drain();
      const next = server.mails.filter((mail) => mail.headers?.['List-Unsubscribe']);
      expect(next.some((mail) => mail.to === 'manager@acme.test')).toBe(false);
      expect(next.some((mail) => mail.to === 'admin@acme.test')).toBe(true);
    } finally {
      server.clock.advance(-7 * 24 * 3600_000);
    }
  });

  it('lists the KPIs whose health band changed since last week, old band to new, only to those who may see them', async () => {
    const manager = await userId('manager@acme.test');
    const admin = await userId('admin@acme.test');
    const atlas = seedId('project', 'acme', 'atlas');
    const [{ name: atlasName }] = (await server.db.query<{ name: string }>('SELECT name FROM projects WHERE id = $1', [
      atlas,
    ])) as [{ name: string }];
    await server.db.query('DELETE FROM mail_opt_outs');
    for (const [user, language] of [
      [manager, 'de'],
      [admin, 'en'],
    ] as const)
      await server.db.query(
        `INSERT INTO user_preferences (user_id, preferences) VALUES ($1, jsonb_build_object('language', $2::text))
         ON CONFLICT (user_id) DO UPDATE SET preferences = user_preferences.preferences || jsonb_build_object('language', $2::text)`,
        [user, language],
      );
    // docs/kpi.md's worked example: targets profit 20 %, eNPS 7.5, cNPS 8; revenue 80k of 100k → 20 points,
    // profit 15 % → 18.75, eNPS 6 → 20, cNPS 9 → 25: 83.75 → 84, Excellent. The organisation meets every target: 100.
    await server.db.query(
      `INSERT INTO kpi_org_months (company_id, month, expected_revenue, achieved_revenue, profit_percent, enps, cnps,
                                   target_profit_percent, target_enps, target_cnps)
       VALUES ($1, '2030-01-01', 100000, 100000, 20, 7.5, 8, 20, 7.5, 8)`,
      [ACME],
    );
    await server.db.query(
      `INSERT INTO kpi_project_months (company_id, project_id, month, projected_revenue, achieved_revenue, profit_percent, enps, cnps)
       VALUES ($1, $2, '2030-01-01', 100000, 80000, 15, 6, 9)`,
      [ACME, atlas],
    );
    const week = 7 * 24 * 3600_000;
    try {
      await scheduleRecurring(server.app);
      await drain();
      // the first week has nothing to compare with
      const first = server.mails.find((mail) => mail.to === 'admin@acme.test' && mail.headers?.['List-Unsubscribe']);
      expect(first!.text).toContain(
        'KPI health that changed band since last week\nNo KPI you can see changed its health band.',
      );
      // a week later: Atlas achieved 40k (10 points: 73.75 → 74, Good), the organisation 0 (75, Good)
      await server.db.query(
        "UPDATE kpi_project_months SET achieved_revenue = 40000 WHERE project_id = $1 AND month = '2030-01-01'",
        [atlas],
      );
      await server.db.query(
        "UPDATE kpi_org_months SET achieved_revenue = 0 WHERE company_id = $1 AND month = '2030-01-01'",
        [ACME],
      );
      server.mails.length = 0;
      server.clock.advance(week);
      await scheduleRecurring(server.app);
      await drain();
      const digestTo = (email: string) =>
        server.mails.find((mail) => mail.to === email && mail.headers?.['List-Unsubscribe'])!;
      const toAdmin = digestTo('admin@acme.test');
      expect(toAdmin.text).toContain(
        [
          'KPI health that changed band since last week',
          '- The organisation: Excellent → Good (health 75)',
          `  ${server.app.config.portalUrl}/projectlevel`,
          `- ${atlasName}: Excellent → Good (health 74)`,
          `  ${server.app.config.portalUrl}/projectlevelkpi/${atlas}`,
        ].join('\n'),
      );
      expect(toAdmin.html).toContain(`>${atlasName}: Excellent → Good (health 74)</a></li>`);
      // the manager of Atlas, in German: the project, not the organisation's health (level3's only)
      const toManager = digestTo('manager@acme.test');
      expect(toManager.text).toContain(`- ${atlasName}: Ausgezeichnet → Gut (Gesundheit 74)`);
      expect(toManager.text).not.toContain('Die Organisation');
      expect(toManager.html).toContain(`${atlasName}: Ausgezeichnet → Gut (Gesundheit 74)`);
      // a manager of other projects only: none of it
      const others = await server.db.query<{ email: string }>(
        `SELECT u.email FROM users u WHERE u.company_id = $1 AND u.level = 'level2' AND u.deleted_at IS NULL AND u.is_active
            AND NOT EXISTS (SELECT 1 FROM project_members pm WHERE pm.user_id = u.id AND pm.project_id = $2 AND pm.role = 'manager')`,
        [ACME, atlas],
      );
      for (const other of others) expect(digestTo(other.email).text).not.toContain(' → ');
    } finally {
      server.clock.advance(-week);
      await server.db.query("DELETE FROM kpi_project_months WHERE month = '2030-01-01'");
      await server.db.query("DELETE FROM kpi_org_months WHERE month = '2030-01-01'");
    }
  });

  it('refuses a forged or cut token with a message naming it, and changes nothing', async () => {
    await server.db.query('DELETE FROM mail_opt_outs');
    const admin = await userId('admin@acme.test');
    const good = unsubscribeToken(TEST_SECRETS.jwt, admin, 'weekly_digest', server.app.now());
    const forged = unsubscribeToken(
      'another-secret-another-secret-another-00',
      admin,
      'weekly_digest',
      server.app.now(),
    );
    for (const token of [forged, good.slice(0, -3), 'nonsense', `${good}.x`]) {
      const response = await server.app.inject({
        method: 'POST',
        url: `/v2/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        expect.objectContaining({ field: 'token', code: 'field.unsubscribeToken' }),
      ]);
    }
    expect(await server.db.query('SELECT 1 FROM mail_opt_outs')).toHaveLength(0);
  });

  it('lets an unsubscribe link work for 60 days after its mail, then says it has expired', async () => {
    await server.db.query('DELETE FROM mail_opt_outs');
    const admin = await userId('admin@acme.test');
    const token = unsubscribeToken(TEST_SECRETS.jwt, admin, 'weekly_digest', server.app.now());
    const url = `/v2/mail/unsubscribe?token=${encodeURIComponent(token)}`;
    const post = () => server.app.inject({ method: 'POST', url });
    try {
      server.clock.advance(UNSUBSCRIBE_VALID_MS - 1000);
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      server.clock.advance(2000);
      for (const response of [await server.app.inject({ method: 'GET', url }), await post()]) {
        expect(response.statusCode).toBe(400);
        expect(response.json().details).toEqual([
          expect.objectContaining({ field: 'token', code: 'field.unsubscribeExpired' }),
        ]);
        expect(response.json().details[0].message).toContain('expired');
      }
      expect(await server.db.query('SELECT 1 FROM mail_opt_outs')).toHaveLength(0);
      // its expiry is signed: moved on by hand, the link is refused as forged
      const [user, kind, , signature] = token.split('.');
      const later = Math.floor(server.app.now().getTime() / 1000 + 86_400).toString(36);
      const moved = await server.app.inject({
        method: 'POST',
        url: `/v2/mail/unsubscribe?token=${encodeURIComponent([user, kind, later, signature].join('.'))}`,
      });
      expect(moved.json().details[0].code).toBe('field.unsubscribeToken');
      // a link of a mail sent before links expired (signed without a date) is answered as expired
      const undated = `${admin}.weekly_digest.${createHmac('sha256', TEST_SECRETS.jwt)
        .update(`unsubscribe:${admin}:weekly_digest`)
        .digest('base64url')}`;
      const old = await server.app.inject({
        method: 'POST',
        url: `/v2/mail/unsubscribe?token=${encodeURIComponent(undated)}`,
      });
      expect(old.json().details[0].code).toBe('field.unsubscribeExpired');
    } finally {
      server.clock.advance(-(UNSUBSCRIBE_VALID_MS + 1000));
    }
    // within its time, the same link turns the mail off
    expect((await post()).json()).toEqual({ ok: true, kind: 'weekly_digest' });
  });

  it('shows the admin the runs and failures per kind, and lets a manager switch the digest back on', async () => {
    await enqueueJob(server.app, {
      kind: WEEKLY_DIGEST,
      key: 'weekly-digest:card',
      companyId: ACME,
      payload: { monday: MONDAY },
      runAt: at(0),
    });
    await runDueJobs(server.app);
    const card = await server.app.inject({
      method: 'GET',
      url: '/v2/company/jobs',
      headers: await server.authHeaders('admin@acme.test'),
    });
    expect(card.statusCode).toBe(200);
    const digest = card.json().kinds.find((kind: { kind: string }) => kind.kind === WEEKLY_DIGEST);
    expect(digest).toMatchObject({ done: 1, failed: 0 });
    expect(digest.runs[0]).toMatchObject({ key: 'weekly-digest:card', state: 'done' });
    for (const email of ['manager@acme.test', 'member@acme.test'])
      expect(
        (await server.app.inject({ method: 'GET', url: '/v2/company/jobs', headers: await server.authHeaders(email) }))
          .statusCode,
      ).toBe(403);
    const headers = await server.authHeaders('manager@acme.test');
    const on = await server.app.inject({
      method: 'PUT',
      url: '/v2/me/mail-settings',
      headers,
      payload: { weeklyDigest: true },
    });
    expect(on.json()).toEqual({ weeklyDigest: true });
    const bad = await server.app.inject({
      method: 'PUT',
      url: '/v2/me/mail-settings',
      headers,
      payload: { weeklyDigest: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('weeklyDigest');
  });
});

describe('the reminders', () => {
  it('finds feedback due in the last week, leave waiting over a day and sprints past their end, each mailed once', async () => {
    const manager = await userId('manager@acme.test');
    const member = await userId('member@acme.test');
    const atlas = seedId('project', 'acme', 'atlas');
    const [waiting] = await server.db.query<{ id: string }>(
      `INSERT INTO leave_requests (company_id, user_id, type, from_date, to_date, status, created_at)
       VALUES ($1, $2, 'annual', '2030-02-04', '2030-02-05', 'pending', $3) RETURNING id`,
      [ACME, member, new Date(FIXED - 3 * 24 * 3600_000)],
    );
    const [fresh] = await server.db.query<{ id: string }>(
      `INSERT INTO leave_requests (company_id, user_id, type, from_date, to_date, status, created_at)
       VALUES ($1, $2, 'annual', '2030-02-11', '2030-02-11', 'pending', $3) RETURNING id`,
      [ACME, member, new Date(server.app.now().getTime() - 23 * 3600_000)],
    );
    const [late] = await server.db.query<{ id: string }>(
      `INSERT INTO sprints (company_id, project_id, number, name, start_date, end_date)
       VALUES ($1, $2, 998, 'Late sprint', '2029-12-20', '2030-01-03') RETURNING id`,
      [ACME, atlas],
    );
    const due = await remindersDue(server.app, ACME, '2030-01-28', server.app.now());
    const keys = due.map(reminderKey);
    expect(keys).toContain(`feedback-due:${member}:2030-01`);
    expect(keys).toContain(`leave-waiting:${waiting!.id}:${manager}`);
    expect(keys.some((key) => key.startsWith(`leave-waiting:${fresh!.id}:`))).toBe(false);
    expect(keys).toContain(`sprint-open:${late!.id}:${manager}`);
    // not in the month's last week: no feedback reminder
    const early = (await remindersDue(server.app, ACME, '2030-01-14', server.app.now())).map(reminderKey);
    expect(early.some((key) => key.startsWith('feedback-due:'))).toBe(false);

    const sprintReminder = due.find((reminder) => reminderKey(reminder) === `sprint-open:${late!.id}:${manager}`)!;
    const mail = renderReminder(sprintReminder, 'de', 'https://portal.test');
    expect(mail.subject).toBe('Sprint Late sprint ist über sein Ende hinaus');
    expect(mail.text).toContain(`https://portal.test/data-list/sprint-report/${late!.id}`);

    // the day's job, run by two schedulers and again the next day: one mail per reminder
    await server.db.query('DELETE FROM user_preferences WHERE user_id = $1', [manager]);
    await scheduleRecurring(server.app);
    await Promise.all([drain(), drain()]);
    const aboutLate = () => server.mails.filter((sent) => sent.subject === 'Sprint Late sprint is past its end');
    expect(aboutLate().map((sent) => sent.to)).toEqual(['manager@acme.test']);
    server.clock.advance(24 * 3600_000);
    try {
      await scheduleRecurring(server.app);
      await drain();
      expect(aboutLate()).toHaveLength(1);
    } finally {
      server.clock.advance(-24 * 3600_000);
    }
  });
  it('reminds of a leave request only once it has waited for a decision more than a day', async () => {
    expect(LEAVE_WAITING_MS).toBe(24 * 3600_000);
    const member = await userId('member@acme.test');
    const manager = await userId('manager@acme.test');
    const [request] = await server.db.query<{ id: string }>(
      `INSERT INTO leave_requests (company_id, user_id, type, from_date, to_date, status, created_at)
       VALUES ($1, $2, 'annual', '2030-03-04', '2030-03-05', 'pending', $3) RETURNING id`,
      [ACME, member, server.app.now()],
    );
    const minute = 60_000;
    const reminded = async () =>
      (await remindersDue(server.app, ACME, '2030-01-08', server.app.now()))
        .map(reminderKey)
        .includes(`leave-waiting:${request!.id}:${manager}`);
    try {
      server.clock.advance(24 * 3600_000 - minute);
      expect(await reminded()).toBe(false);
      server.clock.advance(2 * minute);
      expect(await reminded()).toBe(true);
    } finally {
      server.clock.advance(-(24 * 3600_000 + minute));
      await server.db.query('DELETE FROM leave_requests WHERE id = $1', [request!.id]);
    }
  });
});
