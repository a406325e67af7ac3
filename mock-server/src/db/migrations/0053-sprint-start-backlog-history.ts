/**
 * Issue #27: sprints a Jira user trusts. Mirror: schema/sprints.ts, schema/task-activity.ts, schema/karma.ts,
 * schema/shell.ts.
 *
 * - A sprint is planned until a manager starts it (`started_at`); the tasks in it then are committed
 *   (`tasks.committed_sprint_id`), later arrivals are scope added. Closing also freezes the hours entered
 *   on completion (`actual_hours`).
 * - A task without a sprint is in its project's backlog; `rank` orders a backlog or a sprint.
 * - `task_events`: who changed which field of a task from what to what, when (the history, and the source
 *   of the burndown). `task_comments`: plain-text comments with the peers they mention.
 * - Karma: the assignee may recognise a peer with part of a task's points, so a task can award two rows
 *   (one per recipient); the completion's own status check still makes a second completion impossible.
 * - Notifications gain the kind `mention`.
 *
 * Existing data: sprints already closed, or whose start day has come, count as started on their start
 * day, with the tasks planned by the end of that day committed (the rule before this issue).
 */
export const up = /* sql */ `
ALTER TABLE sprints ADD COLUMN started_at timestamptz;
ALTER TABLE sprints ADD COLUMN started_by uuid REFERENCES users(id);
ALTER TABLE sprints ADD COLUMN actual_hours numeric(10, 2);
ALTER TABLE tasks ALTER COLUMN sprint_id DROP NOT NULL;
ALTER TABLE tasks ADD COLUMN rank double precision NOT NULL DEFAULT 0;
ALTER TABLE tasks ADD COLUMN committed_sprint_id uuid REFERENCES sprints(id);
CREATE INDEX tasks_backlog ON tasks (project_id, rank) WHERE sprint_id IS NULL AND deleted_at IS NULL;

UPDATE sprints SET started_at = start_date::timestamptz WHERE closed_at IS NOT NULL OR start_date <= current_date;
UPDATE tasks SET committed_sprint_id = tasks.sprint_id FROM sprints
  WHERE sprints.id = tasks.sprint_id AND sprints.started_at IS NOT NULL AND tasks.created_at < sprints.start_date::timestamptz + interval '1 day';
UPDATE sprints SET committed_hours = (SELECT coalesce(sum(estimate_hours), 0) FROM tasks WHERE tasks.committed_sprint_id = sprints.id AND tasks.deleted_at IS NULL)
  WHERE closed_at IS NULL AND started_at IS NOT NULL;
UPDATE sprints SET actual_hours = (SELECT coalesce(sum(actual_hours), 0) FROM tasks WHERE tasks.sprint_id = sprints.id AND tasks.status = 'completed' AND tasks.deleted_at IS NULL)
  WHERE closed_at IS NOT NULL;
UPDATE tasks SET rank = ordered.n FROM (SELECT id, row_number() OVER (PARTITION BY sprint_id ORDER BY created_at, id) AS n FROM tasks) ordered WHERE ordered.id = tasks.id;

DROP INDEX karma_awards_task;
CREATE UNIQUE INDEX karma_awards_task_recipient ON karma_awards (task_id, recipient_id);

ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('task_assigned', 'leave_decided', 'feedback_received', 'recognition', 'system', 'mention'));

CREATE TABLE task_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  task_id uuid NOT NULL REFERENCES tasks(id),
  actor_id uuid REFERENCES users(id),
  field text NOT NULL CHECK (field IN ('created', 'title', 'description', 'link', 'activityType', 'jobRole', 'assignee', 'estimateHours', 'status', 'actualHours', 'route', 'optimisticDate', 'conservativeDate', 'sprint', 'deleted')),
  from_value text,
  to_value text,
  from_label text,
  to_label text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_events_task ON task_events (task_id, at);
CREATE INDEX task_events_sprint_from ON task_events (from_value) WHERE field = 'sprint';
CREATE INDEX task_events_sprint_to ON task_events (to_value) WHERE field = 'sprint';

CREATE TABLE task_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  task_id uuid NOT NULL REFERENCES tasks(id),
  author_id uuid NOT NULL REFERENCES users(id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  mention_ids uuid[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX task_comments_task ON task_comments (task_id, created_at) WHERE deleted_at IS NULL;
`;
