import { triggerName } from './0160-company-data-versions.js';

/**
 * Single sign-on with OpenID Connect (docs/security.md): a company's identity provider, and the sign-ins
 * under way through one. `company_sso` is one row per company that set it up (none: passwords only); its
 * client secret is kept encrypted (services/sso/client-secret.ts). `sso_logins` holds, for ten minutes, what
 * the callback must check (state, nonce, PKCE verifier, the browser that started), then for one minute the
 * one-time code the sign-in page trades for a session; only hashes of the state, browser and code are kept.
 * Mirrors: schema/sso.ts.
 */
const SSO_COMPANY_TABLES = ['company_sso'] as const;
/** Sign-ins under way: no answer of a signed-in caller reads them (as sessions, 0160). */
export const UNVERSIONED_SSO_TABLES = ['sso_logins'] as const;

export const up = /* sql */ `
CREATE TABLE company_sso (
  company_id uuid PRIMARY KEY REFERENCES companies(id),
  enabled boolean NOT NULL DEFAULT false,
  name text NOT NULL DEFAULT '',
  issuer text NOT NULL DEFAULT '',
  client_id text NOT NULL DEFAULT '',
  client_secret text,
  domains text[] NOT NULL DEFAULT '{}',
  jit_provisioning boolean NOT NULL DEFAULT false,
  password_sign_in boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- which company an address's domain signs in with
CREATE INDEX company_sso_domains ON company_sso USING gin (domains);
${SSO_COMPANY_TABLES.map(
  (table) =>
    `CREATE CONSTRAINT TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();`,
).join('\n')}

CREATE TABLE sso_logins (
  state_hash text PRIMARY KEY,
  company_id uuid NOT NULL REFERENCES companies(id),
  browser_hash text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  user_id uuid REFERENCES users(id),
  handoff_hash text UNIQUE,
  used_at timestamptz
);
CREATE INDEX sso_logins_expires_at ON sso_logins (expires_at);
`;
