/**
 * Issue #7 (Overview dashboard): where each peer works on a given day. A row says how a peer worked (past
 * days) or plans to work (coming days); a day without a row falls back to the peer's default work mode.
 * Approved leave is not stored here: it always wins (services/overview/work-modes.ts). Mirror:
 * schema/work-mode-days.ts.
 */
export const up = /* sql */ `
CREATE TABLE work_mode_days (
  company_id uuid NOT NULL REFERENCES companies(id),
  user_id uuid NOT NULL REFERENCES users(id),
  day date NOT NULL,
  mode text NOT NULL CHECK (mode IN ('office', 'wfh', 'field')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
CREATE INDEX work_mode_days_company_day ON work_mode_days (company_id, day);
`;
