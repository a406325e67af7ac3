import { triggerName } from './0160-company-data-versions.js';

/**
 * Views of a project's work items (docs/projects.md#views): a person's saved queries of the project's task
 * list, private or shared with the project, and the index the list reads the project's tasks by. The
 * table moves its company's data version on as every other does (0160). Mirrors: schema/saved-views.ts,
 * schema/sprints.ts (tasks_project).
 */
const VIEW_COMPANY_TABLES = ['saved_views'] as const;

export const up = /* sql */ `
CREATE TABLE saved_views (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  owner_id uuid NOT NULL REFERENCES users(id),
  name text NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  filters jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT saved_views_name_check CHECK (char_length(name) BETWEEN 1 AND 80)
);
-- one name per person and project among the views kept; also how a person's views of a project are read
CREATE UNIQUE INDEX saved_views_owner_name ON saved_views (project_id, owner_id, name) WHERE deleted_at IS NULL;
CREATE INDEX saved_views_shared ON saved_views (project_id) WHERE shared AND deleted_at IS NULL;
${VIEW_COMPANY_TABLES.map(
  (table) =>
    `CREATE CONSTRAINT TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();`,
).join('\n')}
-- every task of a project by rank, whatever its sprint: the project's task list and its filters
CREATE INDEX tasks_project ON tasks (project_id, rank) WHERE deleted_at IS NULL;
`;
