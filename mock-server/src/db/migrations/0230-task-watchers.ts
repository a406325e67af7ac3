/**
 * Issue #49, watchers: who follows a task (the creator, the assignee, commenters and the mentioned
 * automatically, anyone who sees it by choice) and why; watchers are told of its changes in one
 * notification per task and minute (`batch_key` finds the notification of the minute to fold into).
 * Mirrors: schema/task-activity.ts and schema/shell.ts.
 */
export const up = /* sql */ `
CREATE TABLE task_watchers (
  task_id uuid NOT NULL REFERENCES tasks(id),
  user_id uuid NOT NULL REFERENCES users(id),
  reason text NOT NULL CHECK (reason IN ('creator', 'assignee', 'commenter', 'mentioned', 'manual')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (task_id, user_id)
);
CREATE INDEX task_watchers_user ON task_watchers (user_id, created_at DESC);
-- the tasks of before watch as they would have: creators, assignees, commenters and the mentioned
INSERT INTO task_watchers (task_id, user_id, reason, created_at)
  SELECT id, created_by, 'creator', created_at FROM tasks WHERE created_by IS NOT NULL
  UNION ALL SELECT id, assignee_id, 'assignee', updated_at FROM tasks WHERE assignee_id IS NOT NULL
  UNION ALL SELECT task_id, author_id, 'commenter', created_at FROM task_comments WHERE deleted_at IS NULL
  UNION ALL SELECT c.task_id, m.id, 'mentioned', c.created_at FROM task_comments c, unnest(c.mention_ids) AS m(id) WHERE c.deleted_at IS NULL
ON CONFLICT DO NOTHING;
ALTER TABLE notifications ADD COLUMN batch_key text;
CREATE INDEX notifications_user_batch ON notifications (user_id, batch_key, created_at DESC) WHERE batch_key IS NOT NULL;
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('task_assigned', 'leave_decided', 'feedback_received', 'recognition', 'system', 'mention', 'watch'));
`;
