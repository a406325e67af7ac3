/**
 * Who sent an invitation link (issue #50): the Join page names them, and a revoked or expired link tells the
 * invitee whom to ask. Null for links made before, by the command line, or once the inviter's row is gone.
 * Mirror: schema/auth.ts.
 */
export const up = /* sql */ `
ALTER TABLE password_reset_tokens ADD COLUMN invited_by uuid REFERENCES users(id) ON DELETE SET NULL;
`;
