/**
 * 360 peer feedback (#8): one row per reviewer, reviewee, project and calendar month (the unique index
 * makes the once-a-month rule hold even for two racing submissions). Mirror: schema/peer-feedback.ts.
 */
export const up = /* sql */ `
CREATE TABLE peer_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  reviewer_id uuid NOT NULL REFERENCES users(id),
  reviewee_id uuid NOT NULL REFERENCES users(id),
  -- the first day of the reviewer's calendar month
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  dependability smallint NOT NULL CHECK (dependability BETWEEN 1 AND 5),
  impact smallint NOT NULL CHECK (impact BETWEEN 1 AND 5),
  teamplay smallint NOT NULL CHECK (teamplay BETWEEN 1 AND 5),
  competence smallint NOT NULL CHECK (competence BETWEEN 1 AND 5),
  ownership smallint NOT NULL CHECK (ownership BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (reviewer_id <> reviewee_id)
);
CREATE UNIQUE INDEX peer_feedback_once_a_month ON peer_feedback (reviewer_id, reviewee_id, project_id, month);
CREATE INDEX peer_feedback_reviewee_month ON peer_feedback (company_id, reviewee_id, month);
`;
