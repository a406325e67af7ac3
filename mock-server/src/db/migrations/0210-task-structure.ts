/**
 * Issue #49 (structure): subtasks, epics and links between tasks. A subtask is a task with a `parent_id`
 * (one level: the parent has none); an epic groups a project's tasks across sprints; a relation is stored
 * once (from → to, kind blocks / relates / duplicates) and shown on both tasks. The history follows the
 * parent, the epic and the links. Mirrors: schema/sprints.ts, schema/structure.ts, schema/task-activity.ts.
 */
export const up = /* sql */ `
CREATE TABLE epics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  colour text NOT NULL DEFAULT '#1677ff',
  target_date date,
  status text NOT NULL DEFAULT 'open',
  rank double precision NOT NULL DEFAULT 0,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CONSTRAINT epics_status_check CHECK (status IN ('open', 'done')),
  CONSTRAINT epics_colour_check CHECK (colour ~ '^#[0-9a-f]{6}$')
);
CREATE INDEX epics_project ON epics (project_id, rank) WHERE deleted_at IS NULL;

ALTER TABLE tasks ADD COLUMN parent_id uuid REFERENCES tasks(id);
ALTER TABLE tasks ADD COLUMN epic_id uuid REFERENCES epics(id);
CREATE INDEX tasks_parent ON tasks (parent_id) WHERE deleted_at IS NULL AND parent_id IS NOT NULL;
CREATE INDEX tasks_epic ON tasks (epic_id) WHERE deleted_at IS NULL AND epic_id IS NOT NULL;
ALTER TABLE tasks ADD CONSTRAINT tasks_parent_check CHECK (parent_id <> id);

CREATE TABLE task_relations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  from_task_id uuid NOT NULL REFERENCES tasks(id),
  to_task_id uuid NOT NULL REFERENCES tasks(id),
  kind text NOT NULL,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT task_relations_kind_check CHECK (kind IN ('blocks', 'relates', 'duplicates')),
  CONSTRAINT task_relations_self_check CHECK (from_task_id <> to_task_id)
);
-- one link between two tasks, whichever way it was stored
CREATE UNIQUE INDEX task_relations_pair ON task_relations (LEAST(from_task_id, to_task_id), GREATEST(from_task_id, to_task_id));
CREATE INDEX task_relations_to ON task_relations (to_task_id);

ALTER TABLE task_events DROP CONSTRAINT task_events_field_check;
ALTER TABLE task_events ADD CONSTRAINT task_events_field_check CHECK (field IN ('created', 'title', 'description', 'link', 'activityType', 'jobRole', 'assignee', 'estimateHours', 'status', 'actualHours', 'route', 'optimisticDate', 'conservativeDate', 'sprint', 'deleted', 'parent', 'epic', 'relation'));
`;
