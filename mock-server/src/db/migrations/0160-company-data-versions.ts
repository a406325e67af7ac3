/**
 * Issue #35, item 4: a company's data version, which every transaction that writes the company's data moves
 * on at its commit. The API keeps a signed-in caller's list answers under it (http/response-cache.ts): the same
 * question asked again before anything changed is answered from memory, and any write, by any API process or
 * by hand in SQL, makes the next one ask the database again. Mirrors: schema/data-versions.ts.
 *
 * The triggers are deferred to the commit, one bump per company and transaction: taken mid-transaction, the
 * version row's lock would be held across the rest of it and two writers of one company could deadlock on it.
 * At the commit the version becomes visible together with the data, so a reader who sees the new version
 * also sees the data it stands for. The version is the commit's clock in microseconds (never smaller than
 * the last one plus one), so it never repeats, not even after a reset rebuilt the database.
 */

/** The tables whose rows carry their company's id. */
const COMPANY_TABLES = [
  'audit_log',
  'company_project_lists',
  'designations',
  'feed_post_counts',
  'feed_posts',
  'job_roles',
  'karma_awards',
  'kpi_change_requests',
  'kpi_client_contacts',
  'kpi_client_feedback',
  'kpi_enps_responses',
  'kpi_milestones',
  'kpi_org_months',
  'kpi_profitability',
  'kpi_project_months',
  'kpi_settings',
  'kpi_thought_leadership',
  'kpi_tv_links',
  'leave_policies',
  'leave_requests',
  'locations',
  'notifications',
  'peer_feedback',
  'platforms',
  'projects',
  'public_holidays',
  'sprints',
  'task_comments',
  'task_events',
  'tasks',
  'users',
  'work_mode_days',
] as const;

/** The tables that reach their company through another row: [table, its column, the table that column names]. */
export const LINKED_TABLES = [
  ['companies', 'id', null],
  ['project_members', 'project_id', 'projects'],
  ['project_platforms', 'project_id', 'projects'],
  ['activity_types', 'job_role_id', 'job_roles'],
  ['blocks', 'location_id', 'locations'],
  ['leave_consensus_answers', 'user_id', 'users'],
  ['user_preferences', 'user_id', 'users'],
] as const;

/**
 * What no answer of a signed-in caller is read from: sign-in and rate-limit bookkeeping (written on every
 * sign-in or limited request, which would otherwise empty the cache), the mail queue, content-addressed
 * pictures, the demo API's own tables and the migrator's record.
 */
export const UNVERSIONED_TABLES = [
  '_migrations',
  'company_data_versions',
  'sessions',
  'refresh_tokens',
  'password_reset_tokens',
  'login_throttle',
  'rate_limit_hits',
  'outbox',
  'avatars',
] as const;

export const triggerName = (table: string) => `${table}_data_changed`;

const companyTrigger = (table: string) =>
  `CREATE CONSTRAINT TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();`;
const linkedTrigger = ([table, column, parent]: (typeof LINKED_TABLES)[number]) =>
  `CREATE CONSTRAINT TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed_via('${column}'${parent ? `, '${parent}'` : ''});`;

export const up = /* sql */ `
CREATE TABLE company_data_versions (
  company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
  version bigint NOT NULL
);
INSERT INTO company_data_versions (company_id, version)
  SELECT id, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint FROM companies;

-- once per company and transaction (the transaction's own setting remembers which it moved on); a company
-- deleted in the same transaction has no row left to move
CREATE FUNCTION company_data_version_bump(company uuid) RETURNS void LANGUAGE plpgsql AS $$
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
$$;

CREATE FUNCTION company_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM company_data_version_bump(OLD.company_id);
  ELSE
    PERFORM company_data_version_bump(NEW.company_id);
  END IF;
  RETURN NULL;
END
$$;

-- TG_ARGV: the row's column that leads to the company, and the table it names (none: it is the company's id)
CREATE FUNCTION company_data_changed_via() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;

${COMPANY_TABLES.map(companyTrigger).join('\n')}
${LINKED_TABLES.map(linkedTrigger).join('\n')}
`;
