import { eq, sql } from 'drizzle-orm';
import { sprintReportPagePath } from '@timely/contract';
import { users } from '../../db/schema/core.js';
import { rowsOf } from '../../db/rows-of.js';
import { messagesIn } from '../../messages/messages.js';
import { addDays } from '../calendar-days.js';
import { readPreferences } from '../preferences.js';
import { enqueueJob, registerJobHandler, type Job } from './queue.js';
import { REMINDERS } from './schedule.js';
import type { ServerFacilities } from '../service-context.js';

/** One reminder's mail (the company's daily job, REMINDERS, finds them). */
const REMINDER_MAIL = 'reminder-mail';

/** A leave request waiting for a decision longer than this (a day) reminds its approvers. */
export const LEAVE_WAITING_MS = 24 * 3600_000;

type Reminder =
  | { kind: 'feedback_due'; userId: string; month: string }
  | { kind: 'leave_waiting'; userId: string; requestId: string; requester: string; from: string; to: string }
  | { kind: 'sprint_open'; userId: string; sprintId: string; sprint: string; project: string; endDate: string };

/** The key that makes each reminder one mail per occurrence, however often the day's job runs. */
export function reminderKey(reminder: Reminder): string {
  switch (reminder.kind) {
    case 'feedback_due':
      return `feedback-due:${reminder.userId}:${reminder.month}`;
    case 'leave_waiting':
      return `leave-waiting:${reminder.requestId}:${reminder.userId}`;
    case 'sprint_open':
      return `sprint-open:${reminder.sprintId}:${reminder.userId}`;
  }
}

/**
 * The reminders due in a company on `today` (its day): in the month's last seven days, everyone on a project
 * who has not rated every teammate this month; each pending leave request waiting more than a day, to the
 * managers of the requester's projects (the admins when none); each sprint past its end and not closed, to
 * its project's managers.
 */
export async function remindersDue(
  app: ServerFacilities,
  companyId: string,
  today: string,
  now: Date,
): Promise<Reminder[]> {
  const orm = app.db.orm;
  const reminders: Reminder[] = [];
  const month = today.slice(0, 7);
  const monthEnd = addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);
  if (today >= addDays(monthEnd, -6)) {
    const due = rowsOf<{ id: string }>(
      await orm.execute(sql`
        SELECT DISTINCT mine.user_id AS id
          FROM project_members mine
          JOIN projects p ON p.id = mine.project_id AND p.deleted_at IS NULL AND p.company_id = ${companyId}
          JOIN project_members mate ON mate.project_id = mine.project_id AND mate.user_id <> mine.user_id
          JOIN users u ON u.id = mine.user_id AND u.deleted_at IS NULL AND u.is_active
          JOIN users m ON m.id = mate.user_id AND m.deleted_at IS NULL
         WHERE NOT EXISTS (SELECT 1 FROM peer_feedback f WHERE f.reviewer_id = mine.user_id
                            AND f.reviewee_id = mate.user_id AND f.project_id = p.id AND f.month = ${`${month}-01`}::date)`),
    );
    for (const row of due) reminders.push({ kind: 'feedback_due', userId: row.id, month });
  }
  const before = new Date(now.getTime() - LEAVE_WAITING_MS).toISOString();
  const waiting = rowsOf<{ id: string; requester: string; from: string; to: string; approver: string }>(
    await orm.execute(sql`
      WITH waiting AS (
        SELECT l.id, l.user_id, u.name AS requester, l.from_date::text AS "from", l.to_date::text AS "to"
          FROM leave_requests l JOIN users u ON u.id = l.user_id
         WHERE l.company_id = ${companyId} AND l.status = 'pending' AND l.created_at < ${before}::timestamptz),
      managers AS (
        SELECT DISTINCT w.id, managed.user_id AS approver
          FROM waiting w
          JOIN project_members member ON member.user_id = w.user_id
          JOIN projects p ON p.id = member.project_id AND p.deleted_at IS NULL
          JOIN project_members managed ON managed.project_id = member.project_id AND managed.role = 'manager'
          JOIN users a ON a.id = managed.user_id AND a.level = 'level2' AND a.deleted_at IS NULL AND a.is_active
         WHERE managed.user_id <> w.user_id)
      SELECT w.id, w.requester, w."from", w."to", m.approver FROM waiting w JOIN managers m ON m.id = w.id
      UNION ALL
      SELECT w.id, w.requester, w."from", w."to", a.id AS approver FROM waiting w
        JOIN users a ON a.company_id = ${companyId} AND a.level = 'level3' AND a.deleted_at IS NULL AND a.is_active
                    AND a.id <> w.user_id
       WHERE NOT EXISTS (SELECT 1 FROM managers m WHERE m.id = w.id)`),
  );
  for (const row of waiting)
    reminders.push({
      kind: 'leave_waiting',
      userId: row.approver,
      requestId: row.id,
      requester: row.requester,
      from: row.from,
      to: row.to,
    });
  const open = rowsOf<{ id: string; name: string; project: string; end_date: string; manager: string }>(
    await orm.execute(sql`
      SELECT s.id, s.name, p.name AS project, s.end_date::text AS end_date, pm.user_id AS manager
        FROM sprints s
        JOIN projects p ON p.id = s.project_id AND p.deleted_at IS NULL
        JOIN project_members pm ON pm.project_id = p.id AND pm.role = 'manager'
        JOIN users u ON u.id = pm.user_id AND u.deleted_at IS NULL AND u.is_active
       WHERE s.company_id = ${companyId} AND s.closed_at IS NULL AND s.deleted_at IS NULL
         AND s.end_date < ${today}::date`),
  );
  for (const row of open)
    reminders.push({
      kind: 'sprint_open',
      userId: row.manager,
      sprintId: row.id,
      sprint: row.name,
      project: row.project,
      endDate: row.end_date,
    });
  return reminders;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A reminder as mail in the reader's language: subject, one sentence, a link. */
export function renderReminder(reminder: Reminder, language: 'en' | 'de' | 'ar', portalUrl: string) {
  const messages = messagesIn(language);
  const [subject, text, path] =
    reminder.kind === 'feedback_due'
      ? [messages['reminder.feedback.subject'], messages['reminder.feedback.text'], '/peer-feedback']
      : reminder.kind === 'leave_waiting'
        ? [
            messages.format('reminder.leave.subject', { name: reminder.requester }),
            messages.format('reminder.leave.text', { name: reminder.requester, from: reminder.from, to: reminder.to }),
            '/leaveReport',
          ]
        : [
            messages.format('reminder.sprint.subject', { sprint: reminder.sprint }),
            messages.format('reminder.sprint.text', {
              sprint: reminder.sprint,
              project: reminder.project,
              end: reminder.endDate,
            }),
            sprintReportPagePath(reminder.sprintId),
          ];
  const link = `${portalUrl}${path}`;
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return {
    subject,
    text: `${text}\n\n${messages['digest.open']}: ${link}\n`,
    html: `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif"><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(messages['digest.open'])}</a></p></body></html>`,
  };
}

/** The company's daily job: one mail job per reminder due, under its occurrence's key (a second day adds nothing). */
async function findReminders(app: ServerFacilities, job: Job): Promise<void> {
  const today = String(job.payload.day);
  for (const reminder of await remindersDue(app, job.companyId!, today, app.now()))
    await enqueueJob(app, {
      kind: REMINDER_MAIL,
      key: reminderKey(reminder),
      companyId: job.companyId,
      payload: reminder,
      runAt: app.now(),
    });
}

async function sendReminder(app: ServerFacilities, job: Job): Promise<void> {
  const reminder = job.payload as Reminder;
  const [reader] = await app.db.orm.select({ email: users.email }).from(users).where(eq(users.id, reminder.userId));
  if (!reader) return;
  const language = (await readPreferences(app.db.orm, reminder.userId)).language ?? 'en';
  const mail = renderReminder(reminder, language, app.config.portalUrl);
  const sent = await app.mailer.send({
    kind: `reminder_${reminder.kind}`,
    to: reader.email,
    ...mail,
    companyId: job.companyId,
    userId: reminder.userId,
  });
  await sent.delivered;
}

registerJobHandler(REMINDERS, findReminders);
registerJobHandler(REMINDER_MAIL, sendReminder);
