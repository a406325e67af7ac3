import { COMPANY_TABLES, LINKED_TABLES, triggerName } from './migrations/0160-company-data-versions.js';
import { TASK_COMPANY_TABLES, TASK_LINKED_TABLES } from './migrations/0251-task-tables-data-versions.js';
import { VIEW_COMPANY_TABLES } from './migrations/0260-saved-views.js';
import { SSO_COMPANY_TABLES } from './migrations/0290-company-sso.js';
import { PEOPLE_COMPANY_TABLES } from './migrations/0272-people-records.js';

/**
 * What the migrations build that the drizzle schema cannot declare (drizzle-orm 0.45, drizzle-kit 0.31),
 * in the one place schema-drift.test.ts reads. Everything else the two build must be the same.
 */

/** A difference the drift test accepts, exactly as written: both sides' definitions as the catalog prints them (null: absent). */
export type SchemaException = { object: string; reason: string; migrations: string | null; schema: string | null };

/** The migrator's own record of what ran (db/migrate.ts), not part of the application's schema. */
export const IGNORED_TABLES: readonly string[] = ['_migrations'];

/** Run on the schema's database before drizzle-kit's SQL: what drizzle cannot declare but the schema's SQL needs. */
export const SCHEMA_PREREQUISITES: ReadonlyArray<{ sql: string; reason: string }> = [
  {
    sql: 'CREATE EXTENSION IF NOT EXISTS pg_trgm',
    reason:
      'drizzle declares no extensions; the trigram indexes of project search use its operator class (migration 0091)',
  },
];

const liveNotifyTrigger =
  "drizzle declares no functions or triggers: the live streams' wake-up at each commit that adds company events (migration 0360, schema/webhooks.ts)";
const feedPostCountsTrigger =
  'drizzle declares no functions or triggers: the feed post counts (migration 0092, schema/feeds.ts)';
const projectListsTrigger =
  "drizzle declares no functions or triggers: each company's project count and names (migration 0132, schema/projects.ts)";

const projectSortIndex =
  'drizzle has no INCLUDE columns for an index: a projects page in this order steps over its offset in the index alone (migration 0380)';

const closedScoresTrigger =
  "drizzle declares no functions or triggers: each project's score the list sorts by (migration 0380, schema/projects.ts)";

const dataVersionTrigger =
  "drizzle declares no functions or triggers: each company's data version, moved on by every write (migration 0160, schema/data-versions.ts)";

/** The data version's trigger on each table it watches, as the catalog prints it. */
function dataVersionTriggers(): SchemaException[] {
  const watched: Array<[table: string, call: string]> = [
    ...[
      ...COMPANY_TABLES,
      ...TASK_COMPANY_TABLES,
      ...VIEW_COMPANY_TABLES,
      ...SSO_COMPANY_TABLES,
      ...PEOPLE_COMPANY_TABLES,
    ].map((table): [string, string] => [table, 'company_data_changed()']),
    ...[...LINKED_TABLES, ...TASK_LINKED_TABLES].map(([table, column, parent]): [string, string] => [
      table,
      `company_data_changed_via('${column}'${parent ? `, '${parent}'` : ''})`,
    ]),
  ];
  const trigger = (table: string, name: string, events: string, call: string): SchemaException => ({
    object: `trigger ${table}.${name}`,
    reason: dataVersionTrigger,
    migrations: `CREATE CONSTRAINT TRIGGER ${name} ${events} ON public.${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${call}`,
    schema: null,
  });
  return watched.flatMap(([table, call]) =>
    // a TV screen's last use is bookkeeping: its updates move the version on only when more changed (0370)
    table === 'kpi_tv_links'
      ? [
          trigger(table, triggerName(table), 'AFTER INSERT OR DELETE', `EXECUTE FUNCTION ${call}`),
          trigger(
            table,
            'kpi_tv_links_data_updated',
            'AFTER UPDATE',
            `WHEN (((to_jsonb(old.*) - 'last_used_at'::text) IS DISTINCT FROM (to_jsonb(new.*) - 'last_used_at'::text))) EXECUTE FUNCTION ${call}`,
          ),
        ]
      : [trigger(table, triggerName(table), 'AFTER INSERT OR DELETE OR UPDATE', `EXECUTE FUNCTION ${call}`)],
  );
}

/**
 * Each is accepted only while the difference is exactly this; one that no longer occurs fails the test,
 * so the list never outlives what it excuses.
 */
export const SCHEMA_EXCEPTIONS: readonly SchemaException[] = [
  {
    object: 'index projects_company_name_id',
    reason:
      'drizzle has no INCLUDE columns for an index: the sidebar reads id and name from this index alone (migration 0090)',
    migrations:
      'CREATE INDEX projects_company_name_id ON public.projects USING btree (company_id, name) INCLUDE (id) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_name_id ON public.projects USING btree (company_id, name) WHERE (deleted_at IS NULL)',
  },
  {
    object: 'index projects_company_lower_name',
    reason:
      'drizzle has no INCLUDE columns for an index: a projects page by name steps over its offset in this index alone (migration 0093)',
    migrations:
      'CREATE INDEX projects_company_lower_name ON public.projects USING btree (company_id, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_lower_name ON public.projects USING btree (company_id, lower(name), id) WHERE (deleted_at IS NULL)',
  },
  {
    object: 'index projects_company_start_date',
    reason:
      'drizzle has no INCLUDE columns for an index: a projects page by start date steps over its offset in this index alone (migration 0093)',
    migrations:
      'CREATE INDEX projects_company_start_date ON public.projects USING btree (company_id, start_date, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_start_date ON public.projects USING btree (company_id, start_date, lower(name), id) WHERE (deleted_at IS NULL)',
  },
  {
    object: 'function feed_post_counts_add()',
    reason: feedPostCountsTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'function feed_post_counts_remove()',
    reason: feedPostCountsTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'trigger feed_posts.feed_posts_count_added',
    reason: feedPostCountsTrigger,
    migrations:
      'CREATE TRIGGER feed_posts_count_added AFTER INSERT ON public.feed_posts REFERENCING NEW TABLE AS added_posts FOR EACH STATEMENT EXECUTE FUNCTION feed_post_counts_add()',
    schema: null,
  },
  {
    object: 'trigger feed_posts.feed_posts_count_removed',
    reason: feedPostCountsTrigger,
    migrations:
      'CREATE TRIGGER feed_posts_count_removed AFTER DELETE ON public.feed_posts REFERENCING OLD TABLE AS removed_posts FOR EACH STATEMENT EXECUTE FUNCTION feed_post_counts_remove()',
    schema: null,
  },
  {
    object: 'function company_project_lists_rebuild(company_ids uuid[])',
    reason: projectListsTrigger,
    migrations: 'RETURNS void LANGUAGE sql',
    schema: null,
  },
  {
    object: 'function company_project_lists_added()',
    reason: projectListsTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'function company_project_lists_changed()',
    reason: projectListsTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'function company_project_lists_removed()',
    reason: projectListsTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'trigger projects.projects_lists_added',
    reason: projectListsTrigger,
    migrations:
      'CREATE TRIGGER projects_lists_added AFTER INSERT ON public.projects REFERENCING NEW TABLE AS added_projects FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_added()',
    schema: null,
  },
  {
    object: 'trigger projects.projects_lists_changed',
    reason: projectListsTrigger,
    migrations:
      'CREATE TRIGGER projects_lists_changed AFTER UPDATE ON public.projects REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_changed()',
    schema: null,
  },
  {
    object: 'trigger projects.projects_lists_removed',
    reason: projectListsTrigger,
    migrations:
      'CREATE TRIGGER projects_lists_removed AFTER DELETE ON public.projects REFERENCING OLD TABLE AS removed_projects FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_removed()',
    schema: null,
  },
  {
    object: 'function company_data_version_bump(company uuid)',
    reason: dataVersionTrigger,
    migrations: 'RETURNS void LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'function company_data_changed()',
    reason: dataVersionTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'function company_data_changed_via()',
    reason: dataVersionTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'function company_events_notify()',
    reason: liveNotifyTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'trigger company_events.company_events_notify',
    reason: liveNotifyTrigger,
    migrations:
      'CREATE TRIGGER company_events_notify AFTER INSERT ON public.company_events FOR EACH STATEMENT EXECUTE FUNCTION company_events_notify()',
    schema: null,
  },
  ...dataVersionTriggers(),
  {
    object: 'function project_closed_scores_refresh(project_ids uuid[])',
    reason: closedScoresTrigger,
    migrations: 'RETURNS void LANGUAGE sql',
    schema: null,
  },
  {
    object: 'function project_closed_scores_added()',
    reason: closedScoresTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'function project_closed_scores_changed()',
    reason: closedScoresTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'function project_closed_scores_removed()',
    reason: closedScoresTrigger,
    migrations: 'RETURNS trigger LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'trigger sprints.sprints_scores_added',
    reason: closedScoresTrigger,
    migrations:
      'CREATE TRIGGER sprints_scores_added AFTER INSERT ON public.sprints REFERENCING NEW TABLE AS added_sprints FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_added()',
    schema: null,
  },
  {
    object: 'trigger sprints.sprints_scores_changed',
    reason: closedScoresTrigger,
    migrations:
      'CREATE TRIGGER sprints_scores_changed AFTER UPDATE ON public.sprints REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_changed()',
    schema: null,
  },
  {
    object: 'trigger sprints.sprints_scores_removed',
    reason: closedScoresTrigger,
    migrations:
      'CREATE TRIGGER sprints_scores_removed AFTER DELETE ON public.sprints REFERENCING OLD TABLE AS removed_sprints FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_removed()',
    schema: null,
  },
  {
    object: 'function project_list_extras(project uuid)',
    reason:
      "drizzle declares no functions: what a project's row shows besides its columns, planned once (migration 0390)",
    migrations: 'RETURNS text LANGUAGE plpgsql',
    schema: null,
  },
  {
    object: 'index projects_company_end',
    reason: projectSortIndex,
    migrations:
      'CREATE INDEX projects_company_end ON public.projects USING btree (company_id, COALESCE(end_date, ((start_date + make_interval(months => recurring_months)))::date), lower(name), id) INCLUDE (name, end_date, start_date, recurring_months) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_end ON public.projects USING btree (company_id, COALESCE(end_date, ((start_date + make_interval(months => recurring_months)))::date), lower(name), id) WHERE (deleted_at IS NULL)',
  },
  {
    object: 'index projects_company_end_desc',
    reason: projectSortIndex,
    migrations:
      'CREATE INDEX projects_company_end_desc ON public.projects USING btree (company_id, COALESCE(end_date, ((start_date + make_interval(months => recurring_months)))::date) DESC NULLS LAST, lower(name), id) INCLUDE (name, end_date, start_date, recurring_months) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_end_desc ON public.projects USING btree (company_id, COALESCE(end_date, ((start_date + make_interval(months => recurring_months)))::date) DESC NULLS LAST, lower(name), id) WHERE (deleted_at IS NULL)',
  },
  {
    object: 'index projects_company_score',
    reason: projectSortIndex,
    migrations:
      'CREATE INDEX projects_company_score ON public.projects USING btree (company_id, closed_score, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_score ON public.projects USING btree (company_id, closed_score, lower(name), id) WHERE (deleted_at IS NULL)',
  },
  {
    object: 'index projects_company_score_desc',
    reason: projectSortIndex,
    migrations:
      'CREATE INDEX projects_company_score_desc ON public.projects USING btree (company_id, closed_score DESC NULLS LAST, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_score_desc ON public.projects USING btree (company_id, closed_score DESC NULLS LAST, lower(name), id) WHERE (deleted_at IS NULL)',
  },
  {
    object: 'index projects_company_status',
    reason: projectSortIndex,
    migrations:
      'CREATE INDEX projects_company_status ON public.projects USING btree (company_id, status, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_status ON public.projects USING btree (company_id, status, lower(name), id) WHERE (deleted_at IS NULL)',
  },
  {
    object: 'index projects_company_status_desc',
    reason: projectSortIndex,
    migrations:
      'CREATE INDEX projects_company_status_desc ON public.projects USING btree (company_id, status DESC, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL)',
    schema:
      'CREATE INDEX projects_company_status_desc ON public.projects USING btree (company_id, status DESC, lower(name), id) WHERE (deleted_at IS NULL)',
  },
];
