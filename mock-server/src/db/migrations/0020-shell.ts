/** What the shell keeps per user: notifications (top bar) and display preferences (customizer). Mirror: schema/shell.ts. */
export const up = /* sql */ `
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  user_id uuid NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('task_assigned', 'leave_decided', 'feedback_received', 'recognition', 'system')),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body text NOT NULL DEFAULT '' CHECK (length(body) <= 1000),
  link text CHECK (link IS NULL OR (link LIKE '/%' AND link NOT LIKE '//%')),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_created ON notifications (user_id, created_at DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL;

CREATE TABLE user_preferences (
  user_id uuid PRIMARY KEY REFERENCES users(id),
  preferences jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
