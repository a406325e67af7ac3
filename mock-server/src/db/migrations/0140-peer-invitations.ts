/**
 * Issue #33: who has not accepted their invitation yet. `invitation` is 'pending' from the moment an
 * invitation link is made until the peer chooses a password through a link, 'revoked' when an admin took
 * it back (every link of theirs is dead then), and null for everyone who has a password of their own.
 * `invited_at` is when the latest invitation was sent (its link expires INVITE_TOKEN_TTL_DAYS later).
 * Peers invited before this migration and still holding an unused invitation link are marked pending.
 * Mirrors: schema/core.ts.
 */
export const up = /* sql */ `
ALTER TABLE users
  ADD COLUMN invitation text,
  ADD COLUMN invited_at timestamptz,
  ADD CONSTRAINT users_invitation CHECK (invitation IN ('pending', 'revoked'));
UPDATE users SET invitation = 'pending', invited_at = invites.sent
FROM (SELECT user_id, max(created_at) AS sent FROM password_reset_tokens WHERE purpose = 'invite' AND used_at IS NULL GROUP BY user_id) AS invites
WHERE invites.user_id = users.id;
-- the peers list's "not accepted yet" filter reads only these few rows
CREATE INDEX users_company_invited ON users (company_id) WHERE invitation IS NOT NULL;
`;
