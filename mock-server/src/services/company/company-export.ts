import type { Archiver } from 'archiver';
import type { Database } from '../../db/client.js';
import { FEEDBACK_PARAMETERS, MIN_DISTINCT_REVIEWERS } from '@timely/contract';
import { csvOf } from '../csv.js';
import type { ServiceContext } from '../service-context.js';

/**
 * GET /v2/company/export (issue #33): one CSV per table of the company's data, in a zip. Each table names
 * how its rows belong to the company ($1 is the company's id); a table that is not exported says why in
 * NOT_EXPORTED. company-export.test.ts fails on a table in neither list, so a new table is a decision.
 */
export const EXPORTED_TABLES: Record<string, string> = {
  companies: 'id = $1',
  job_roles: 'company_id = $1',
  activity_types: 'job_role_id IN (SELECT id FROM job_roles WHERE company_id = $1)',
  designations: 'company_id = $1',
  locations: 'company_id = $1',
  blocks: 'location_id IN (SELECT id FROM locations WHERE company_id = $1)',
  platforms: 'company_id = $1',
  public_holidays: 'company_id = $1',
  users: 'company_id = $1',
  user_preferences: 'user_id IN (SELECT id FROM users WHERE company_id = $1)',
  notifications: 'company_id = $1',
  outbox: 'company_id = $1',
  audit_log: 'company_id = $1',
  projects: 'company_id = $1',
  project_members: 'project_id IN (SELECT id FROM projects WHERE company_id = $1)',
  project_platforms: 'project_id IN (SELECT id FROM projects WHERE company_id = $1)',
  sprints: 'company_id = $1',
  tasks: 'company_id = $1',
  task_events: 'company_id = $1',
  task_comments: 'company_id = $1',
  labels: 'company_id = $1',
  task_labels: 'task_id IN (SELECT id FROM tasks WHERE company_id = $1)',
  epics: 'company_id = $1',
  task_relations: 'company_id = $1',
  task_watchers: 'task_id IN (SELECT id FROM tasks WHERE company_id = $1)',
  saved_views: 'company_id = $1',
  peer_fields: 'company_id = $1',
  karma_awards: 'company_id = $1',
  feed_posts: 'company_id = $1',
  feed_post_counts: 'company_id = $1',
  work_mode_days: 'company_id = $1',
  leave_requests: 'company_id = $1',
  leave_policies: 'company_id = $1',
  leave_consensus_answers: 'request_id IN (SELECT id FROM leave_requests WHERE company_id = $1)',
  kpi_settings: 'company_id = $1',
  kpi_org_months: 'company_id = $1',
  kpi_project_months: 'company_id = $1',
  kpi_milestones: 'company_id = $1',
  kpi_change_requests: 'company_id = $1',
  kpi_profitability: 'company_id = $1',
  kpi_enps_responses: 'company_id = $1',
  kpi_client_contacts: 'company_id = $1',
  kpi_client_feedback: 'company_id = $1',
  kpi_thought_leadership: 'company_id = $1',
  kpi_tv_links: 'company_id = $1',
};

/** Tables left out, each with its reason (a table starting with `demo_` is the public demo API's). */
export const NOT_EXPORTED: Record<string, string> = {
  _migrations: "the schema's own bookkeeping",
  company_project_lists: 'derived from projects by a trigger (the count and the sidebar list), not data of its own',
  company_project_status_counts: 'derived from projects by a trigger (the count of each status), not data of its own',
  sprint_live_work: "derived from tasks by a trigger (each sprint's tasks in progress and stuck), not data of its own",
  project_live_work:
    "derived from sprint_live_work, sprints and projects by triggers (each project's tasks in progress and stuck in its open sprints), not data of its own",
  assignee_span_hours:
    "derived from tasks, sprints and projects by triggers (each peer's estimated hours per span of sprint dates), not data of its own",
  project_list_rows:
    "derived by triggers from projects, teams, platforms, sprints and tasks (a list row's extras), not data of its own",
  company_data_versions: "a counter the writes move on, for the API's answer cache; not data of its own",
  sessions: 'sign-ins: session state, never exported',
  refresh_tokens: 'tokens, never exported',
  password_reset_tokens: 'tokens, never exported',
  pending_signups: 'workspaces asked for and not confirmed yet: no company holds them',
  company_sso: "the single sign-on settings hold the identity provider's client secret: never exported",
  sso_logins: 'single sign-ons under way (state, nonce, one-time codes): session state, never exported',
  webhooks: "the company's webhooks hold their signing secrets: never exported",
  webhook_deliveries:
    'the delivery log of the webhooks (attempts, answers of the receivers): operational, not company data',
  company_events: "the webhooks' outbox: each event is already in the exported rows it is about",
  jobs: 'the queue of work that runs on its own (digests, reminders) and its runs: operational, not company data',
  mail_opt_outs: 'who turned off which mail: a personal setting, not company data',
  calendar_feeds: "a person's calendar secret (its hash): a key to their feeds, never exported",
  api_tokens: "people's API tokens (their secrets' hashes): keys to their accounts, never exported",
  login_throttle: 'sign-in attempt counters per address and account, not company data',
  rate_limit_hits: 'request counters per address or user for the rate limits, not company data',
  avatars:
    "picture bytes, shared by content hash between companies; users.avatar_url names each of the company's pictures",
};
export const DEMO_TABLE_PREFIX = 'demo_';

/**
 * Tables whose rows would say who wrote what the screens keep anonymous: exported as the screens show them
 * instead, never row by row. 360 feedback is shown only as averages of at least MIN_DISTINCT_REVIEWERS
 * different reviewers and never names one (docs/privacy.md), so the export holds, per reviewee and month,
 * the counts and averages of the months that reach the threshold, and neither reviewers, scores nor comments.
 */
export const SUMMARISED_TABLES: Record<string, { file: string; columns: string[]; query: string }> = {
  peer_feedback: {
    file: 'peer_feedback_by_month',
    columns: ['reviewee_id', 'month', 'reviews', 'reviewers', ...FEEDBACK_PARAMETERS],
    query: `SELECT reviewee_id::text AS reviewee_id, to_char(month, 'YYYY-MM') AS month, count(*)::text AS reviews,
      count(DISTINCT reviewer_id)::text AS reviewers,
      ${FEEDBACK_PARAMETERS.map((parameter) => `round(avg(${parameter}), 2)::text AS ${parameter}`).join(', ')}
      FROM peer_feedback WHERE company_id = $1 GROUP BY reviewee_id, month
      HAVING count(DISTINCT reviewer_id) >= ${MIN_DISTINCT_REVIEWERS} ORDER BY 1, 2`,
  },
};

/** Columns never exported, whatever the table: password hashes, token and key hashes, secrets. */
export const SECRET_COLUMN = /password|token|hash|secret/i;

async function columnsOf(db: Database, table: string): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
    [table],
  );
  return rows.map((row) => row.column_name).filter((column) => !SECRET_COLUMN.test(column));
}

/** One table's rows of the company as CSV, each value in PostgreSQL's text form (the same on both engines). */
async function tableCsv(
  db: Database,
  table: string,
  companyId: string,
): Promise<{ csv: string; rows: number; columns: string[] }> {
  const where = EXPORTED_TABLES[table];
  if (!where) throw new Error(`${table} is not an exported table`);
  const columns = await columnsOf(db, table);
  const select = columns.map((column) => `"${column}"::text AS "${column}"`).join(', ');
  const rows = await db.query<Record<string, string | null>>(
    `SELECT ${select} FROM "${table}" WHERE ${where} ORDER BY 1`,
    [companyId],
  );
  return {
    csv: csvOf(
      columns,
      rows.map((row) => columns.map((column) => row[column])),
    ),
    rows: rows.length,
    columns,
  };
}

/**
 * The caller's company's zip, written as it is read: each table is queried, turned into CSV and appended in
 * turn, and `manifest.csv` lists every table with its row count. Errors reach the stream (the answer is cut short).
 */
export async function companyExport(ctx: ServiceContext): Promise<Archiver> {
  const { db } = ctx;
  const { companyId } = ctx.caller;
  // loaded on the first export, as the XLSX writer is (services/exports/table-export.ts)
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { zlib: { level: 6 } });
  void (async () => {
    const manifest: Array<[string, number, string]> = [];
    for (const table of Object.keys(EXPORTED_TABLES)) {
      const { csv, rows, columns } = await tableCsv(db, table, companyId);
      archive.append(csv, { name: `${table}.csv` });
      manifest.push([table, rows, columns.join(' ')]);
    }
    for (const { file, columns, query } of Object.values(SUMMARISED_TABLES)) {
      const rows = await db.query<Record<string, string | null>>(query, [companyId]);
      const cells = rows.map((row) => columns.map((column) => row[column] ?? null));
      archive.append(csvOf(columns, cells), { name: `${file}.csv` });
      manifest.push([file, rows.length, columns.join(' ')]);
    }
    archive.append(csvOf(['table', 'rows', 'columns'], manifest), { name: 'manifest.csv' });
    await archive.finalize();
  })().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return archive;
}

/** How many files of tables the zip holds, for its audit entry. */
export const EXPORTED_FILE_COUNT = Object.keys(EXPORTED_TABLES).length + Object.keys(SUMMARISED_TABLES).length;
