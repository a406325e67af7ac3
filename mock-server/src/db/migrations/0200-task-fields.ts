/**
 * Issue #49, work item fields: a task's type (story, bug, task, chore), priority (urgent … none) and an
 * optional due date, and the company's labels (a name and a colour, in the admin's order, retirable like
 * the other option lists) with several per task. Mirrors: schema/sprints.ts, schema/labels.ts, schema/task-activity.ts.
 */
export const up = /* sql */ `
ALTER TABLE tasks
  ADD COLUMN type text NOT NULL DEFAULT 'task',
  ADD COLUMN priority text NOT NULL DEFAULT 'none',
  ADD COLUMN due_date date,
  ADD CONSTRAINT tasks_type_check CHECK (type IN ('story', 'bug', 'task', 'chore')),
  ADD CONSTRAINT tasks_priority_check CHECK (priority IN ('urgent', 'high', 'medium', 'low', 'none'));

CREATE TABLE labels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  name text NOT NULL,
  colour text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  retired_at timestamptz,
  CONSTRAINT labels_colour_check CHECK (colour ~ '^#[0-9a-f]{6}$')
);
CREATE UNIQUE INDEX labels_company_name ON labels (company_id, name);

CREATE TABLE task_labels (
  task_id uuid NOT NULL REFERENCES tasks(id) ON DELETE CASCADE,
  label_id uuid NOT NULL REFERENCES labels(id),
  PRIMARY KEY (task_id, label_id)
);
CREATE INDEX task_labels_label ON task_labels (label_id);

-- the task history follows the new fields
ALTER TABLE task_events DROP CONSTRAINT task_events_field_check;
ALTER TABLE task_events ADD CONSTRAINT task_events_field_check CHECK (field IN ('created', 'title', 'description',
  'link', 'activityType', 'jobRole', 'assignee', 'estimateHours', 'status', 'actualHours', 'route', 'optimisticDate',
  'conservativeDate', 'sprint', 'deleted', 'type', 'priority', 'dueDate', 'labels'));
`;
