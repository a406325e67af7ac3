/**
 * Leave requests: what people availability (#8), head count (#7) and the leave screens (#11) share.
 * A request covers whole days from..to, with an optional half day at the start and/or the end.
 * Mirror: schema/leave.ts.
 */
export const up = /* sql */ `
CREATE TABLE leave_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  user_id uuid NOT NULL REFERENCES users(id),
  type text NOT NULL CHECK (type IN ('annual', 'sick', 'unpaid', 'other')),
  from_date date NOT NULL,
  to_date date NOT NULL CHECK (to_date >= from_date),
  half_day_start boolean NOT NULL DEFAULT false,
  half_day_end boolean NOT NULL DEFAULT false,
  reason text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  decision_note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leave_requests_company_dates ON leave_requests (company_id, from_date, to_date);
CREATE INDEX leave_requests_user ON leave_requests (user_id, from_date);
`;
