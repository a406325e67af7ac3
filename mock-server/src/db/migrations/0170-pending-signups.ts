/**
 * Issue #48: sign-up proves the address first. A visitor's request for a workspace waits here until the
 * link mailed to its address is used; only then are the company and its admin created. One row per
 * address (asking again replaces the link), the link's token kept as its hash, no password (it is chosen
 * when the link is used). Mirrors: schema/auth.ts.
 */
/** No answer of a signed-in caller reads a sign-up that waits for its link: no company's data version follows it. */
export const UNVERSIONED_SIGNUP_TABLES = ['pending_signups'] as const;

export const up = /* sql */ `
CREATE TABLE pending_signups (
  email text PRIMARY KEY,
  company_name text NOT NULL,
  admin_name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_signups_expires_at_idx ON pending_signups (expires_at);
`;
