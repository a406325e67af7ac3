/**
 * Leave balances and consensus (issue #11). `leave_policies`: a company's yearly allowance per type and
 * how much of last year's rest carries over (no row: the defaults in services/leave/policy.ts; a null
 * allowance means no limit). `leave_consensus_answers`: one answer per colleague and request, recorded
 * once. Mirror: schema/leave-policy.ts.
 */
export const up = /* sql */ `
CREATE TABLE leave_policies (
  company_id uuid NOT NULL REFERENCES companies(id),
  type text NOT NULL CHECK (type IN ('annual', 'sick', 'unpaid', 'other')),
  days_per_year numeric(5,1) CHECK (days_per_year IS NULL OR days_per_year >= 0),
  carry_over_cap numeric(5,1) NOT NULL DEFAULT 0 CHECK (carry_over_cap >= 0),
  PRIMARY KEY (company_id, type)
);
CREATE TABLE leave_consensus_answers (
  request_id uuid NOT NULL REFERENCES leave_requests(id),
  user_id uuid NOT NULL REFERENCES users(id),
  answer text NOT NULL CHECK (answer IN ('all_good', 'can_manage', 'discuss')),
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (request_id, user_id)
);
`;
