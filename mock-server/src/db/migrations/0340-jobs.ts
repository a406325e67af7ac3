/**
 * Work that runs on its own (docs/operations.md#jobs). `jobs` is a durable queue: one row per occurrence of
 * a job, its `key` unique (`weekly-digest:<company>:<week>`), so a job scheduled twice — by two API
 * processes, or again after a restart — exists once. The worker claims due rows with FOR UPDATE SKIP LOCKED
 * and a lease, as the webhooks' deliveries are claimed (services/leased-claim.ts), and retries a failed run
 * with a growing wait. `mail_opt_outs` is who turned off which mail (the weekly digest), from the profile or
 * a mail's unsubscribe link.
 * Mirrors: db/schema/jobs.ts.
 */
/** Not part of the company's data version (0160): no kept answer reads them, and the worker writes them often. */
export const UNVERSIONED_JOB_TABLES = ['jobs', 'mail_opt_outs'] as const;

export const up = /* sql */ `
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies (id),
  kind text NOT NULL,
  key text NOT NULL CONSTRAINT jobs_key_unique UNIQUE,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'pending',
  run_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  claimed_until timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  duration_ms integer,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT jobs_state_check CHECK (state IN ('pending', 'done', 'failed'))
);
-- what the worker claims: the pending ones that are due
CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'pending';
-- a company's last runs per kind, newest first (the admin's card)
CREATE INDEX jobs_company_kind ON jobs (company_id, kind, created_at);

CREATE TABLE mail_opt_outs (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mail_opt_outs_pkey PRIMARY KEY (user_id, kind)
);
`;
