import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { sprintReportPagePath, taskPagePath } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { companies, users } from '../../db/schema/core.js';
import { mailOptOuts } from '../../db/schema/jobs.js';
import { rowsOf } from '../../db/rows-of.js';
import { messagesIn, type Language } from '../../messages/messages.js';
import { addDays } from '../calendar-days.js';
import { readPreferences } from '../preferences.js';
import { enqueueJob, registerJobHandler, type Job } from './queue.js';
import { WEEKLY_DIGEST, WEEKLY_DIGEST_MAIL } from './schedule.js';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe.js';
import { kpiChangesFor, ORG_SUBJECT, recordKpiBands, type KpiBandChange } from './kpi-bands.js';
import type { ServerFacilities } from '../service-context.js';

/** A task in progress this long without a change is stuck. */
const STUCK_MS = 2 * 24 * 3600_000;
/** Each list shows at most this many lines, then "… and N more". */
const LIST_MAX = 10;

type DigestSprint = {
  projectName: string;
  sprintId: string;
  sprintName: string;
  committed: number;
  completed: number;
};
type DigestTask = { taskId: string; title: string; projectName: string; assignee: string | null };
type DigestLeave = { name: string; from: string; to: string };
type DigestMate = { name: string; projects: string[] };

/** What one reader's digest says, before words. */
export type Digest = {
  readerName: string;
  companyName: string;
  monday: string;
  sprints: DigestSprint[];
  stuck: DigestTask[];
  leave: DigestLeave[];
  feedback: DigestMate[];
  /** The KPIs the reader may see whose health band changed since last week's digest (services/jobs/kpi-bands.ts). */
  kpi: KpiBandChange[];
};

/**
 * One reader's week (a manager or admin): the last closed sprint of each project they manage (committed and
 * completed tasks, frozen at the close), the tasks of those projects in progress without a change for more than
 * two days, the leave (approved or waiting) starting this week of the people on those projects, and the
 * teammates they have not rated this month (their month, in their time zone), and the KPIs they may see
 * whose health band changed since last week.
 */
export async function digestOf(
  app: ServerFacilities,
  userId: string,
  monday: string,
  now: Date,
): Promise<Digest | null> {
  const orm = app.db.orm;
  const [reader] = await orm
    .select({
      name: users.name,
      companyId: users.companyId,
      level: users.level,
      timeZone: users.timeZone,
      companyName: companies.name,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(users.isActive, true)));
  if (!reader) return null;
  const managed = sql`SELECT pm.project_id FROM project_members pm JOIN projects p ON p.id = pm.project_id
    WHERE pm.user_id = ${userId} AND pm.role = 'manager' AND p.deleted_at IS NULL AND p.company_id = ${reader.companyId}`;
  const sprints = rowsOf<{
    project_name: string;
    sprint_id: string;
    sprint_name: string;
    committed: number | null;
    completed: number | null;
  }>(
    await orm.execute(sql`
      SELECT DISTINCT ON (s.project_id) p.name AS project_name, s.id AS sprint_id, s.name AS sprint_name,
             s.tasks_total AS committed, s.tasks_completed AS completed
        FROM sprints s JOIN projects p ON p.id = s.project_id
       WHERE s.project_id IN (${managed}) AND s.closed_at IS NOT NULL AND s.deleted_at IS NULL
       ORDER BY s.project_id, s.closed_at DESC`),
  ).sort((a, b) => a.project_name.localeCompare(b.project_name));
  const before = new Date(now.getTime() - STUCK_MS).toISOString();
  const stuck = rowsOf<{ task_id: string; title: string; project_name: string; assignee: string | null }>(
    await orm.execute(sql`
      SELECT t.id AS task_id, t.title, p.name AS project_name, u.name AS assignee
        FROM tasks t JOIN projects p ON p.id = t.project_id LEFT JOIN users u ON u.id = t.assignee_id
       WHERE t.project_id IN (${managed}) AND t.status = 'in_progress' AND t.deleted_at IS NULL
         AND t.updated_at < ${before}::timestamptz
       ORDER BY t.updated_at, t.id`),
  );
  const sunday = addDays(monday, 6);
  const leave = rowsOf<{ name: string; from: string; to: string }>(
    await orm.execute(sql`
      SELECT u.name, l.from_date::text AS from, l.to_date::text AS to
        FROM leave_requests l JOIN users u ON u.id = l.user_id
       WHERE l.status IN ('approved', 'pending') AND l.from_date BETWEEN ${monday}::date AND ${sunday}::date
         AND u.deleted_at IS NULL AND u.id <> ${userId}
         AND l.user_id IN (SELECT user_id FROM project_members WHERE project_id IN (${managed}))
       ORDER BY l.from_date, u.name`),
  );
  const month = `${dayIn(now, reader.timeZone).slice(0, 7)}-01`;
  const feedback = await unratedMatesOf(orm, userId, reader.companyId, month);
  return {
    readerName: reader.name,
    companyName: reader.companyName,
    monday,
    sprints: sprints.map((row) => ({
      projectName: row.project_name,
      sprintId: row.sprint_id,
      sprintName: row.sprint_name,
      committed: row.committed ?? 0,
      completed: row.completed ?? 0,
    })),
    stuck: stuck.map((row) => ({
      taskId: row.task_id,
      title: row.title,
      projectName: row.project_name,
      assignee: row.assignee,
    })),
    leave,
    feedback,
    kpi: await kpiChangesFor(app, { id: userId, level: reader.level, companyId: reader.companyId }, monday),
  };
}

/** The teammates the reader has not rated this month, each with the projects they share. */
async function unratedMatesOf(orm: Orm, userId: string, companyId: string, month: string): Promise<DigestMate[]> {
  const unrated = rowsOf<{ name: string; project_name: string }>(
    await orm.execute(sql`
      SELECT u.name, p.name AS project_name
        FROM project_members mine
        JOIN projects p ON p.id = mine.project_id AND p.deleted_at IS NULL
        JOIN project_members mate ON mate.project_id = mine.project_id AND mate.user_id <> mine.user_id
        JOIN users u ON u.id = mate.user_id AND u.deleted_at IS NULL
       WHERE mine.user_id = ${userId} AND p.company_id = ${companyId}
         AND NOT EXISTS (SELECT 1 FROM peer_feedback f WHERE f.reviewer_id = ${userId}
                          AND f.reviewee_id = mate.user_id AND f.project_id = p.id AND f.month = ${month}::date)
       ORDER BY lower(u.name), p.name`),
  );
  const mates = new Map<string, DigestMate>();
  for (const row of unrated) {
    const mate = mates.get(row.name) ?? { name: row.name, projects: [] };
    mate.projects.push(row.project_name);
    mates.set(row.name, mate);
  }
  return [...mates.values()];
}

function dayIn(now: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

type Line = { text: string; link?: string };
type Section = { title: string; lines: Line[]; none: string; more: number };

type Messages = ReturnType<typeof messagesIn>;
type Opening = { subject: string; greeting: string; intro: string; more: (count: number) => string };

/** The digest as mail: subject, plain text and HTML, in the reader's language, with links to the portal. */
export function renderDigest(
  digest: Digest,
  language: Language,
  links: { portalUrl: string; unsubscribeUrl: string },
): { subject: string; text: string; html: string } {
  const messages = messagesIn(language);
  const sections = digestSections(digest, messages, links.portalUrl);
  const opening: Opening = {
    subject: messages.format('digest.subject', { company: digest.companyName }),
    greeting: messages.format('digest.greeting', { name: digest.readerName }),
    intro: messages.format('digest.intro', { monday: digest.monday }),
    more: (count: number) => messages.format('digest.more', { count }),
  };
  return {
    subject: opening.subject,
    text: digestText(sections, opening, messages, links),
    html: digestHtml(sections, opening, messages, links, language),
  };
}

/** A section shows at most LIST_MAX lines, and says how many more there are. */
const sectionOf = (title: string, none: string, lines: Line[]): Section => ({
  title,
  none,
  lines: lines.slice(0, LIST_MAX),
  more: Math.max(0, lines.length - LIST_MAX),
});

/** The digest's sections in their mail order, each line with its link to the portal. */
function digestSections(digest: Digest, messages: Messages, portalUrl: string): Section[] {
  return [
    sectionOf(
      messages['digest.sprints.title'],
      messages['digest.sprints.none'],
      digest.sprints.map((sprint) => ({
        text: messages.format('digest.sprints.line', {
          project: sprint.projectName,
          sprint: sprint.sprintName,
          completed: sprint.completed,
          committed: sprint.committed,
        }),
        link: `${portalUrl}${sprintReportPagePath(sprint.sprintId)}`,
      })),
    ),
    sectionOf(
      messages['digest.stuck.title'],
      messages['digest.stuck.none'],
      digest.stuck.map((task) => ({
        text: messages.format('digest.stuck.line', {
          task: task.title,
          project: task.projectName,
          assignee: task.assignee ?? messages['digest.unassigned'],
        }),
        link: `${portalUrl}${taskPagePath(task.taskId)}`,
      })),
    ),
    sectionOf(
      messages['digest.leave.title'],
      messages['digest.leave.none'],
      digest.leave.map((entry) => ({
        text: messages.format('digest.leave.line', entry),
        link: `${portalUrl}/leaveReport`,
      })),
    ),
    sectionOf(
      messages['digest.feedback.title'],
      messages['digest.feedback.none'],
      digest.feedback.map((mate) => ({
        text: messages.format('digest.feedback.line', { name: mate.name, projects: mate.projects.join(', ') }),
        link: `${portalUrl}/peer-feedback`,
      })),
    ),
    sectionOf(
      messages['digest.kpi.title'],
      messages['digest.kpi.none'],
      digest.kpi.map((change) => ({
        text: messages.format('digest.kpi.line', {
          name: change.subject === ORG_SUBJECT ? messages['digest.kpi.org'] : change.name,
          from: messages[`digest.band.${change.from}`],
          to: messages[`digest.band.${change.to}`],
          score: change.score,
        }),
        link: `${portalUrl}${change.subject === ORG_SUBJECT ? '/projectlevel' : `/projectlevelkpi/${change.subject}`}`,
      })),
    ),
  ];
}

/** The plain-text body. */
function digestText(
  sections: Section[],
  { greeting, intro, more }: Opening,
  messages: Messages,
  links: { portalUrl: string; unsubscribeUrl: string },
): string {
  return [
    greeting,
    intro,
    ...sections.flatMap((part) => [
      '',
      part.title,
      ...(part.lines.length
        ? part.lines.map((line) => `- ${line.text}${line.link ? `\n  ${line.link}` : ''}`)
        : [part.none]),
      ...(part.more ? [more(part.more)] : []),
    ]),
    '',
    `${messages['digest.open']}: ${links.portalUrl}/`,
    '',
    '--',
    messages['digest.footer'],
    `${messages['digest.unsubscribe']}: ${links.unsubscribeUrl}`,
    '',
  ].join('\n');
}

/** The HTML body, right to left for Arabic. */
function digestHtml(
  sections: Section[],
  { subject, greeting, intro, more }: Opening,
  messages: Messages,
  links: { portalUrl: string; unsubscribeUrl: string },
  language: Language,
): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const item = (line: Line) =>
    `<li>${line.link ? `<a href="${escapeHtml(line.link)}">${escapeHtml(line.text)}</a>` : escapeHtml(line.text)}</li>`;
  return [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.5;color:#333">',
    `<p>${escapeHtml(greeting)}<br>${escapeHtml(intro)}</p>`,
    ...sections.map(
      (part) =>
        `<h3 style="margin-bottom:4px">${escapeHtml(part.title)}</h3>` +
        (part.lines.length ? `<ul>${part.lines.map(item).join('')}</ul>` : `<p>${escapeHtml(part.none)}</p>`) +
        (part.more ? `<p>${escapeHtml(more(part.more))}</p>` : ''),
    ),
    `<p><a href="${escapeHtml(links.portalUrl)}/">${escapeHtml(messages['digest.open'])}</a></p>`,
    `<hr><p style="font-size:12px;color:#888">${escapeHtml(messages['digest.footer'])}<br>`,
    `<a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(messages['digest.unsubscribe'])}</a></p>`,
    '</body></html>',
  ].join('\n');
}

/** Whether a person turned a mail off. */
export async function optedOut(app: ServerFacilities, userId: string, kind: string): Promise<boolean> {
  const [row] = await app.db.orm
    .select({ userId: mailOptOuts.userId })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
  return Boolean(row);
}

/** The company's job: one mail job per manager and admin who has not turned the digest off, each under its own key. */
async function fanOut(app: ServerFacilities, job: Job): Promise<void> {
  const monday = String(job.payload.monday);
  const companyId = job.companyId!;
  // before the mails: each reads this week's band changes from this job
  await recordKpiBands(app, job);
  const readers = await app.db.orm
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.level, ['level2', 'level3']),
        isNull(users.deletedAt),
        eq(users.isActive, true),
        sql`NOT EXISTS (SELECT 1 FROM mail_opt_outs o WHERE o.user_id = ${users.id} AND o.kind = 'weekly_digest')`,
      ),
    );
  for (const reader of readers)
    await enqueueJob(app, {
      kind: WEEKLY_DIGEST_MAIL,
      key: `${WEEKLY_DIGEST_MAIL}:${companyId}:${monday}:${reader.id}`,
      companyId,
      payload: { monday, userId: reader.id },
      runAt: app.now(),
    });
}

/** One reader's digest, unless they turned it off since (or it has nothing at all to say). */
async function sendOne(app: ServerFacilities, job: Job): Promise<void> {
  const userId = String(job.payload.userId);
  if (await optedOut(app, userId, 'weekly_digest')) return;
  const digest = await digestOf(app, userId, String(job.payload.monday), app.now());
  if (!digest) return;
  const [email] = await app.db.orm.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const language = (await readPreferences(app.db.orm, userId)).language ?? 'en';
  const token = unsubscribeToken(app.secrets.jwt, userId, 'weekly_digest', app.now());
  const link = unsubscribeUrl(app, token);
  const mail = renderDigest(digest, language, { portalUrl: app.config.portalUrl, unsubscribeUrl: link });
  const sent = await app.mailer.send({
    kind: 'weekly_digest',
    to: email!.email,
    ...mail,
    headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    secrets: [token],
    companyId: job.companyId,
    userId,
  });
  await sent.delivered;
}

registerJobHandler(WEEKLY_DIGEST, fanOut);
registerJobHandler(WEEKLY_DIGEST_MAIL, sendOne);
