/**
 * Outgoing webhooks (docs/integrations.md#webhooks). `company_events` is the outbox: one row per event of
 * a company (a task created, a sprint closed, leave asked for…), written in the transaction that makes the
 * change, so an event exists exactly when its change was committed; its subject ids and a small payload of
 * ids and names can later feed a live stream to browsers too (`seq` orders them). `webhooks` are the
 * company's receivers, their secret sealed (services/webhooks/webhook-secret.ts). `webhook_deliveries` is
 * one row per (event, webhook), made with the event, claimed by the delivery worker with FOR UPDATE SKIP
 * LOCKED and a lease, so several API processes send each one once.
 * Mirrors: db/schema/webhooks.ts.
 */
/**
 * Not part of the company's data version (0160): no kept answer reads them, and the worker writes a
 * delivery's outcome every few seconds, which would empty every kept answer of the company each time.
 */
export const UNVERSIONED_WEBHOOK_TABLES = ['webhooks', 'company_events', 'webhook_deliveries'] as const;

export const up = /* sql */ `
CREATE TABLE company_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY CONSTRAINT company_events_seq_unique UNIQUE,
  company_id uuid NOT NULL REFERENCES companies (id),
  kind text NOT NULL,
  actor_id uuid REFERENCES users (id),
  project_id uuid,
  task_id uuid,
  sprint_id uuid,
  leave_request_id uuid,
  post_id uuid,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- a company's events in order (a live stream reads from a seq on)
CREATE INDEX company_events_company_seq ON company_events (company_id, seq);

CREATE TABLE webhooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  url text NOT NULL,
  events text[] NOT NULL,
  secret_sealed text NOT NULL,
  secret_created_at timestamptz NOT NULL DEFAULT now(),
  active boolean NOT NULL DEFAULT true,
  slack boolean NOT NULL DEFAULT false,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_company ON webhooks (company_id);

CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id),
  webhook_id uuid NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id uuid REFERENCES company_events (id),
  event_kind text NOT NULL,
  redelivery boolean NOT NULL DEFAULT false,
  state text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  attempted_at timestamptz,
  http_status integer,
  response_ms integer,
  response_body text,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT webhook_deliveries_state_check CHECK (state IN ('pending', 'delivered', 'failed'))
);
-- what the worker claims: the pending ones that are due
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
-- a webhook's log, newest first
CREATE INDEX webhook_deliveries_webhook_created ON webhook_deliveries (webhook_id, created_at);
`;
