/**
 * Personal API tokens (docs/integrations.md "API tokens"): a script's key that acts as its owner. Only the
 * secret's SHA-256 is kept (as a password's hash is, so a copy of the database opens no one's account) and
 * its first characters (`tly_` and four more), to tell tokens apart in the list.
 * Mirrors: db/schema/api-tokens.ts.
 */
/**
 * Not part of the company's data version (0160): no kept answer reads it, and a token's last use is written
 * (at most once a minute) while it works, which would empty every kept answer of the company each time.
 */
export const UNVERSIONED_API_TOKEN_TABLES = ['api_tokens'] as const;

export const up = /* sql */ `
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  company_id uuid NOT NULL REFERENCES companies (id),
  name text NOT NULL,
  scope text NOT NULL,
  token_hash text NOT NULL CONSTRAINT api_tokens_token_hash_unique UNIQUE,
  token_start text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz,
  CONSTRAINT api_tokens_scope_check CHECK (scope IN ('read', 'write')),
  CONSTRAINT api_tokens_name_check CHECK (char_length(name) BETWEEN 1 AND 60)
);
CREATE INDEX api_tokens_user ON api_tokens (user_id, created_at);
`;
