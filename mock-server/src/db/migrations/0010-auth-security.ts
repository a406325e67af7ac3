/**
 * Password reset and invitations, login throttling, outgoing mail, and sessions that survive token
 * rotation (so "sign out my other sessions" knows which one is current). Mirror: schema/auth.ts.
 */
export const up = /* sql */ `
-- every refresh token of one sign-in shares its session id across rotations
ALTER TABLE refresh_tokens ADD COLUMN session_id uuid;
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'invite')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id, created_at);

-- failed sign-ins, counted per account and per address over a sliding window
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_email ON login_failures (email, failed_at);
CREATE INDEX login_failures_address ON login_failures (address, failed_at);

-- every message the server sends, whether or not SMTP is configured
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies(id),
  user_id uuid REFERENCES users(id),
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'logged')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_user ON outbox (user_id, created_at);
`;
