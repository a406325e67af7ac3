/**
 * The live stream's wake-up (docs/api.md#live-stream): every statement that adds company events sends a
 * NOTIFY on `company_events`, which PostgreSQL delivers when the writing transaction commits (never before
 * its rows are visible, and not at all on a rollback). Each API process LISTENs and reads the table at once
 * instead of at its next poll; the table stays the one source of what happened, and the poll reads it anyway
 * should a notification be missed. Identical notifications of one transaction are sent once.
 */
export const up = /* sql */ `
CREATE FUNCTION company_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('company_events', '');
  RETURN NULL;
END
$$;
CREATE TRIGGER company_events_notify AFTER INSERT ON company_events
  FOR EACH STATEMENT EXECUTE FUNCTION company_events_notify();
`;
