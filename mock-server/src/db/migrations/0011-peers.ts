/** Uploaded profile pictures (bytes in the database, so PGlite and PostgreSQL behave alike) and peer checks. Mirror: schema/avatars.ts. */
export const up = /* sql */ `
CREATE TABLE avatars (
  hash text PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE users ADD CONSTRAINT users_default_work_mode CHECK (default_work_mode IN ('office', 'wfh', 'field'));
ALTER TABLE users ADD CONSTRAINT users_current_status CHECK (current_status IN ('office', 'wfh', 'field', 'leave'));
-- an admin is level3, an editor level2 or level1 (docs/privacy.md)
ALTER TABLE users ADD CONSTRAINT users_role_level CHECK ((role = 'admin') = (level = 'level3'));
`;
