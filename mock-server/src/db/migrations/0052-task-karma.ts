/**
 * Issue #7: karma points. Completing a task awards 1 point per estimated hour (+50 % for a new route) to
 * whoever completed it, or to a peer they recognise instead (with a comment). One award per task: the
 * unique index makes a second completion of the same task unable to award twice. The Overview's
 * leaderboard sums `points` per recipient over a period. Mirror: schema/karma.ts.
 */
export const up = /* sql */ `
CREATE TABLE karma_awards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  task_id uuid NOT NULL REFERENCES tasks(id),
  earned_by uuid NOT NULL REFERENCES users(id),
  recipient_id uuid NOT NULL REFERENCES users(id),
  points numeric(8, 2) NOT NULL CHECK (points >= 0),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX karma_awards_task ON karma_awards (task_id);
CREATE INDEX karma_awards_company_created ON karma_awards (company_id, created_at);
CREATE INDEX karma_awards_recipient ON karma_awards (recipient_id);
`;
