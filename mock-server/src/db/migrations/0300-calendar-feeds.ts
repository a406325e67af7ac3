/**
 * Calendar feeds (docs/integrations.md): one secret per person opens their iCalendar feeds; only its SHA-256
 * is kept, as a password's hash is, so a copy of the database opens no one's calendar.
 * Mirrors: db/schema/calendar-feeds.ts.
 */
/**
 * Not part of the company's data version (0160): no kept answer reads it, and a calendar app's hourly read
 * writes its last use, which would empty every kept answer of the company each time.
 */
export const UNVERSIONED_CALENDAR_TABLES = ['calendar_feeds'] as const;

export const up = /* sql */ `
CREATE TABLE calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  secret_hash text NOT NULL CONSTRAINT calendar_feeds_secret_hash_unique UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
`;
