/**
 * What a new database needs that drizzle-orm 0.45 and drizzle-kit 0.31 cannot declare: functions, triggers and
 * indexes with INCLUDE columns, as the migrations up to 0390 left them. Run after schema.ts; the drift test
 * (db/schema-drift.test.ts) holds the two together equal to what the migrations build.
 */
export const handWritten = /* sql */ `
-- Each company's feed post count, kept by the writes that add and remove posts (schema/feeds.ts).

CREATE OR REPLACE FUNCTION public.feed_post_counts_add()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO feed_post_counts (company_id, posts)
    SELECT company_id, count(*) FROM added_posts GROUP BY company_id
    ON CONFLICT (company_id) DO UPDATE SET posts = feed_post_counts.posts + excluded.posts;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.feed_post_counts_remove()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE feed_post_counts SET posts = feed_post_counts.posts - removed.posts
    FROM (SELECT company_id, count(*) AS posts FROM removed_posts GROUP BY company_id) removed
    WHERE feed_post_counts.company_id = removed.company_id;
  RETURN NULL;
END
$function$;

CREATE TRIGGER feed_posts_count_added AFTER INSERT ON public.feed_posts REFERENCING NEW TABLE AS added_posts FOR EACH STATEMENT EXECUTE FUNCTION feed_post_counts_add();
CREATE TRIGGER feed_posts_count_removed AFTER DELETE ON public.feed_posts REFERENCING OLD TABLE AS removed_posts FOR EACH STATEMENT EXECUTE FUNCTION feed_post_counts_remove();

-- Each company's project count and names, which the sidebar reads (schema/projects.ts).

CREATE OR REPLACE FUNCTION public.company_project_lists_rebuild(company_ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT pg_advisory_xact_lock(132, hashtext(c.id::text)) FROM unnest(company_ids) AS c(id) ORDER BY c.id;
  INSERT INTO company_project_lists (company_id, projects, names)
    SELECT c.id,
      (SELECT count(*) FROM projects p WHERE p.company_id = c.id AND p.deleted_at IS NULL),
      (SELECT coalesce(json_agg(json_build_object('_id', visible.id, 'name', visible.name)), '[]')::text
        FROM (SELECT p.id, p.name FROM projects p WHERE p.company_id = c.id AND p.deleted_at IS NULL ORDER BY p.name) visible)
    FROM unnest(company_ids) AS c(id)
    WHERE EXISTS (SELECT 1 FROM companies WHERE companies.id = c.id)
  ON CONFLICT (company_id) DO UPDATE SET projects = excluded.projects, names = excluded.names;
$function$;

CREATE OR REPLACE FUNCTION public.company_project_lists_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM company_project_lists_rebuild(array_agg(DISTINCT company_id)) FROM added_projects;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.company_project_lists_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM company_project_lists_rebuild(array_agg(DISTINCT touched.company_id)) FROM (
    SELECT after.company_id FROM changed_after after JOIN changed_before before ON before.id = after.id
      WHERE after.name IS DISTINCT FROM before.name OR after.deleted_at IS DISTINCT FROM before.deleted_at OR after.company_id <> before.company_id
    UNION
    SELECT before.company_id FROM changed_after after JOIN changed_before before ON before.id = after.id WHERE after.company_id <> before.company_id
  ) touched HAVING count(*) > 0;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.company_project_lists_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM company_project_lists_rebuild(array_agg(DISTINCT company_id)) FROM removed_projects;
  RETURN NULL;
END
$function$;

CREATE TRIGGER projects_lists_added AFTER INSERT ON public.projects REFERENCING NEW TABLE AS added_projects FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_added();
CREATE TRIGGER projects_lists_changed AFTER UPDATE ON public.projects REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_changed();
CREATE TRIGGER projects_lists_removed AFTER DELETE ON public.projects REFERENCING OLD TABLE AS removed_projects FOR EACH STATEMENT EXECUTE FUNCTION company_project_lists_removed();

-- Each project's score the projects list sorts by (schema/projects.ts).

CREATE OR REPLACE FUNCTION public.project_closed_scores_refresh(project_ids uuid[])
 RETURNS void
 LANGUAGE sql
AS $function$
  SELECT 1 FROM projects WHERE id = ANY(project_ids) ORDER BY id FOR UPDATE;
  WITH fresh AS (
    SELECT p.id, (SELECT avg(recent.score) FROM (
      SELECT s.score FROM sprints s
      WHERE s.project_id = p.id AND s.closed_at IS NOT NULL AND s.deleted_at IS NULL AND s.score IS NOT NULL
      ORDER BY s.number DESC LIMIT 6) recent) AS score
    FROM projects p WHERE p.id = ANY(project_ids)
  )
  UPDATE projects SET closed_score = fresh.score FROM fresh
    WHERE projects.id = fresh.id AND projects.closed_score IS DISTINCT FROM fresh.score;
$function$;

CREATE OR REPLACE FUNCTION public.project_closed_scores_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM project_closed_scores_refresh(array_agg(DISTINCT project_id)) FROM added_sprints
    WHERE closed_at IS NOT NULL HAVING count(*) > 0;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.project_closed_scores_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM project_closed_scores_refresh(array_agg(DISTINCT touched.project_id)) FROM (
    SELECT after.project_id FROM changed_after after JOIN changed_before before ON before.id = after.id
      WHERE after.score IS DISTINCT FROM before.score OR after.closed_at IS DISTINCT FROM before.closed_at
        OR after.deleted_at IS DISTINCT FROM before.deleted_at OR after.number <> before.number
        OR after.project_id <> before.project_id
    UNION
    SELECT before.project_id FROM changed_after after JOIN changed_before before ON before.id = after.id
      WHERE after.project_id <> before.project_id
  ) touched HAVING count(*) > 0;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.project_closed_scores_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM project_closed_scores_refresh(array_agg(DISTINCT project_id)) FROM removed_sprints
    WHERE closed_at IS NOT NULL HAVING count(*) > 0;
  RETURN NULL;
END
$function$;

CREATE TRIGGER sprints_scores_added AFTER INSERT ON public.sprints REFERENCING NEW TABLE AS added_sprints FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_added();
CREATE TRIGGER sprints_scores_changed AFTER UPDATE ON public.sprints REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed_after FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_changed();
CREATE TRIGGER sprints_scores_removed AFTER DELETE ON public.sprints REFERENCING OLD TABLE AS removed_sprints FOR EACH STATEMENT EXECUTE FUNCTION project_closed_scores_removed();

-- What a project's row shows besides its columns, planned once by the server.

CREATE OR REPLACE FUNCTION public.project_list_extras(project uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  extras text;
BEGIN
  SELECT json_build_object(
    'team', coalesce((SELECT json_agg(json_build_object('role', pm.role, '_id', u.id, 'name', u.name, 'avatarUrl', u.avatar_url) ORDER BY u.name)
      FROM project_members pm JOIN users u ON u.id = pm.user_id AND u.deleted_at IS NULL
      WHERE pm.project_id = project), '[]'),
    'platforms', coalesce((SELECT json_agg(json_build_object('_id', pl.id, 'name', pl.name) ORDER BY pl.name)
      FROM project_platforms pp JOIN platforms pl ON pl.id = pp.platform_id
      WHERE pp.project_id = project), '[]'),
    'openSprints', (SELECT count(*) FROM sprints s WHERE s.project_id = project AND s.deleted_at IS NULL AND s.closed_at IS NULL),
    'hasClosed', EXISTS (SELECT 1 FROM sprints s WHERE s.project_id = project AND s.deleted_at IS NULL AND s.closed_at IS NOT NULL),
    'closedScores', coalesce((SELECT json_agg(recent.score ORDER BY recent.number DESC) FROM (
      SELECT s.number, s.score FROM sprints s
      WHERE s.project_id = project AND s.deleted_at IS NULL AND s.closed_at IS NOT NULL AND s.score IS NOT NULL
      ORDER BY s.number DESC LIMIT 6) recent), '[]'),
    -- the current sprint (the lowest-numbered one started and not closed), in the project's scoring unit
    'committed', (SELECT (CASE WHEN by_points.yes THEN coalesce(s.committed_points, 0) ELSE coalesce(s.committed_hours, 0) END)::text
      FROM sprints s WHERE s.project_id = project AND s.deleted_at IS NULL AND s.closed_at IS NULL AND s.started_at IS NOT NULL
      ORDER BY s.number LIMIT 1),
    'completed', (SELECT (SELECT coalesce(sum(CASE WHEN by_points.yes THEN coalesce(t.story_points, 0) ELSE t.estimate_hours END), 0)
        FROM tasks t WHERE t.sprint_id = s.id AND t.deleted_at IS NULL AND t.status = 'completed')::text
      FROM sprints s WHERE s.project_id = project AND s.deleted_at IS NULL AND s.closed_at IS NULL AND s.started_at IS NOT NULL
      ORDER BY s.number LIMIT 1)
  )::text
  INTO extras
  FROM (SELECT coalesce((SELECT p.scoring_unit = 'points' FROM projects p WHERE p.id = project), false) AS yes) by_points;
  RETURN extras;
END
$function$;

-- The live streams' wake-up at each commit that adds company events (schema/webhooks.ts).

CREATE OR REPLACE FUNCTION public.company_events_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM pg_notify('company_events', '');
  RETURN NULL;
END
$function$;

CREATE TRIGGER company_events_notify AFTER INSERT ON public.company_events FOR EACH STATEMENT EXECUTE FUNCTION company_events_notify();

-- Each company's data version, moved on at the commit of every write to its data (schema/data-versions.ts). A TV
-- screen's last use is bookkeeping: its updates move the version on only when more changed.

CREATE OR REPLACE FUNCTION public.company_data_version_bump(company uuid)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  moved text := coalesce(current_setting('timely.moved_companies', true), '');
BEGIN
  IF company IS NULL OR position(company::text IN moved) > 0 THEN RETURN; END IF;
  PERFORM set_config('timely.moved_companies', moved || company::text || ',', true);
  INSERT INTO company_data_versions AS kept (company_id, version)
    SELECT company, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint
     WHERE EXISTS (SELECT 1 FROM companies WHERE id = company)
  ON CONFLICT (company_id) DO UPDATE
    SET version = greatest(kept.version + 1, excluded.version);
END
$function$;

CREATE OR REPLACE FUNCTION public.company_data_changed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM company_data_version_bump(OLD.company_id);
  ELSE
    PERFORM company_data_version_bump(NEW.company_id);
  END IF;
  RETURN NULL;
END
$function$;

CREATE OR REPLACE FUNCTION public.company_data_changed_via()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  link uuid := (to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0])::uuid;
  company uuid;
BEGIN
  IF TG_NARGS < 2 THEN
    company := link;
  ELSE
    EXECUTE format('SELECT company_id FROM %I WHERE id = $1', TG_ARGV[1]) INTO company USING link;
  END IF;
  PERFORM company_data_version_bump(company);
  RETURN NULL;
END
$function$;

CREATE CONSTRAINT TRIGGER audit_log_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.audit_log DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER company_project_lists_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.company_project_lists DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER designations_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.designations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER feed_post_counts_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.feed_post_counts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER feed_posts_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.feed_posts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER job_roles_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.job_roles DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER karma_awards_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.karma_awards DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_change_requests_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_change_requests DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_client_contacts_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_client_contacts DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_client_feedback_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_client_feedback DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_enps_responses_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_enps_responses DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_milestones_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_milestones DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_org_months_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_org_months DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_profitability_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_profitability DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_project_months_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_project_months DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_settings_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_settings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_thought_leadership_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.kpi_thought_leadership DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER leave_policies_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.leave_policies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER leave_requests_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.leave_requests DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER locations_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.locations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER notifications_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.notifications DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER peer_feedback_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.peer_feedback DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER platforms_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.platforms DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER projects_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.projects DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER public_holidays_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.public_holidays DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER sprints_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.sprints DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER task_comments_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.task_comments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER task_events_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.task_events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER tasks_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.tasks DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER users_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.users DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER work_mode_days_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.work_mode_days DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER companies_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.companies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('id');
CREATE CONSTRAINT TRIGGER project_members_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.project_members DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('project_id', 'projects');
CREATE CONSTRAINT TRIGGER project_platforms_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.project_platforms DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('project_id', 'projects');
CREATE CONSTRAINT TRIGGER activity_types_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.activity_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('job_role_id', 'job_roles');
CREATE CONSTRAINT TRIGGER blocks_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.blocks DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('location_id', 'locations');
CREATE CONSTRAINT TRIGGER leave_consensus_answers_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.leave_consensus_answers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('user_id', 'users');
CREATE CONSTRAINT TRIGGER user_preferences_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.user_preferences DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('user_id', 'users');
CREATE CONSTRAINT TRIGGER labels_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.labels DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER epics_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.epics DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER task_relations_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.task_relations DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER task_labels_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.task_labels DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('task_id', 'tasks');
CREATE CONSTRAINT TRIGGER task_watchers_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.task_watchers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('task_id', 'tasks');
CREATE CONSTRAINT TRIGGER saved_views_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.saved_views DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER peer_fields_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.peer_fields DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER company_sso_data_changed AFTER INSERT OR DELETE OR UPDATE ON public.company_sso DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_tv_links_data_changed AFTER INSERT OR DELETE ON public.kpi_tv_links DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();
CREATE CONSTRAINT TRIGGER kpi_tv_links_data_updated AFTER UPDATE ON public.kpi_tv_links DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (((to_jsonb(old.*) - 'last_used_at'::text) IS DISTINCT FROM (to_jsonb(new.*) - 'last_used_at'::text))) EXECUTE FUNCTION company_data_changed();

-- Indexes with INCLUDE columns, which drizzle cannot declare: the sidebar and a projects page in each order
-- read their rows from the index alone. The schema declares them without; these replace them.
DROP INDEX projects_company_end;
CREATE INDEX projects_company_end ON public.projects USING btree (company_id, COALESCE(end_date, ((start_date + make_interval(months => recurring_months)))::date), lower(name), id) INCLUDE (name, end_date, start_date, recurring_months) WHERE (deleted_at IS NULL);
DROP INDEX projects_company_end_desc;
CREATE INDEX projects_company_end_desc ON public.projects USING btree (company_id, COALESCE(end_date, ((start_date + make_interval(months => recurring_months)))::date) DESC NULLS LAST, lower(name), id) INCLUDE (name, end_date, start_date, recurring_months) WHERE (deleted_at IS NULL);
DROP INDEX projects_company_lower_name;
CREATE INDEX projects_company_lower_name ON public.projects USING btree (company_id, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL);
DROP INDEX projects_company_name_id;
CREATE INDEX projects_company_name_id ON public.projects USING btree (company_id, name) INCLUDE (id) WHERE (deleted_at IS NULL);
DROP INDEX projects_company_score;
CREATE INDEX projects_company_score ON public.projects USING btree (company_id, closed_score, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL);
DROP INDEX projects_company_score_desc;
CREATE INDEX projects_company_score_desc ON public.projects USING btree (company_id, closed_score DESC NULLS LAST, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL);
DROP INDEX projects_company_start_date;
CREATE INDEX projects_company_start_date ON public.projects USING btree (company_id, start_date, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL);
DROP INDEX projects_company_status;
CREATE INDEX projects_company_status ON public.projects USING btree (company_id, status, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL);
DROP INDEX projects_company_status_desc;
CREATE INDEX projects_company_status_desc ON public.projects USING btree (company_id, status DESC, lower(name), id) INCLUDE (name) WHERE (deleted_at IS NULL);
`;
