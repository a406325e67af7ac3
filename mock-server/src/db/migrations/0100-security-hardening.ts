/**
 * Issue #28 (docs/security.md). Mirrors: schema/auth.ts, schema/core.ts.
 * - `app_secrets` goes: signing secrets come from the environment, or outside production from a key
 *   file in the data folder (services/secrets.ts), never from the database. Tokens signed with the old
 *   secrets stop verifying once: everyone signs in again.
 * - `sessions`: one row per sign-in, which the access guard reads with the user in one statement, so a
 *   log-out, a password change or reset, or a stolen refresh token's reuse stops every token of it at
 *   once, and a sign-in ends at its maximum age. Each refresh token's session gets its row (a token from
 *   before sessions were named gets a session of its own).
 * - `login_throttle` replaces `login_failures`: a counter and a "not before" time per account and per
 *   address, claimed in one statement before the password is checked.
 * - notifications keep no consensus token (`/consensus#request=<id>`; the owner's copy is signed when read),
 *   and the outbox keeps no token of a password link.
 */
export const up = /* sql */ `
DROP TABLE IF EXISTS app_secrets;

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

UPDATE refresh_tokens SET session_id = gen_random_uuid() WHERE session_id IS NULL;
INSERT INTO sessions (id, user_id, created_at, expires_at, revoked_at)
SELECT session_id, min(user_id::text)::uuid, min(created_at), min(created_at) + interval '30 days',
       CASE WHEN bool_and(revoked_at IS NOT NULL OR expires_at <= now()) THEN max(coalesce(revoked_at, expires_at)) END
  FROM refresh_tokens GROUP BY session_id;
ALTER TABLE refresh_tokens ALTER COLUMN session_id SET NOT NULL;
ALTER TABLE refresh_tokens ADD CONSTRAINT refresh_tokens_session FOREIGN KEY (session_id) REFERENCES sessions(id);

DROP TABLE login_failures;
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  attempts integer NOT NULL,
  not_before timestamptz NOT NULL,
  last_at timestamptz NOT NULL
);

UPDATE notifications
   SET link = '/consensus#request=' || (convert_from(decode(
         rpad(translate(split_part(substr(link, 18), '.', 1), '-_', '+/'), ((length(split_part(substr(link, 18), '.', 1)) + 3) / 4) * 4, '='),
         'base64'), 'UTF8')::json ->> 'r')
 WHERE link ~ '^/consensus\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';

UPDATE outbox SET body_text = regexp_replace(body_text, 'token=[^\\s&]+', 'token=[hidden]', 'g') WHERE body_text LIKE '%token=%';
`;
