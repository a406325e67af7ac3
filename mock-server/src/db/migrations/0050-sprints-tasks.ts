/**
 * Weekly sprints of a project and their tasks (issues #6, #7, #8 build on these). A closed sprint keeps
 * a frozen snapshot (committed, completed, spill-over and added-scope hours, and its score) that later
 * edits of its tasks never change. Mirror: schema/sprints.ts.
 */
export const up = /* sql */ `
CREATE TABLE sprints (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  number integer NOT NULL CHECK (number >= 1),
  name text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL CHECK (end_date >= start_date),
  recurring_weeks integer CHECK (recurring_weeks BETWEEN 1 AND 24),
  closed_at timestamptz,
  committed_hours numeric(10, 2),
  completed_hours numeric(10, 2),
  spill_over_hours numeric(10, 2),
  scope_added_hours numeric(10, 2),
  score numeric(6, 2),
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX sprints_project_number ON sprints (project_id, number) WHERE deleted_at IS NULL;
CREATE INDEX sprints_company_dates ON sprints (company_id, start_date, end_date) WHERE deleted_at IS NULL;

CREATE TABLE tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  sprint_id uuid NOT NULL REFERENCES sprints(id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  link text NOT NULL DEFAULT '',
  job_role_id uuid REFERENCES job_roles(id),
  activity_type_id uuid REFERENCES activity_types(id),
  assignee_id uuid REFERENCES users(id),
  estimate_hours numeric(6, 2) NOT NULL CHECK (estimate_hours > 0),
  actual_hours numeric(6, 2) CHECK (actual_hours >= 0),
  status text NOT NULL DEFAULT 'not_started' CHECK (status IN ('not_started', 'in_progress', 'stuck', 'completed')),
  route text CHECK (route IN ('known', 'new')),
  optimistic_date date,
  conservative_date date,
  completed_at timestamptz,
  carried_from_sprint_id uuid REFERENCES sprints(id),
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX tasks_sprint ON tasks (sprint_id) WHERE deleted_at IS NULL;
CREATE INDEX tasks_assignee ON tasks (assignee_id) WHERE deleted_at IS NULL;
CREATE INDEX tasks_company_status ON tasks (company_id, status) WHERE deleted_at IS NULL;
`;
