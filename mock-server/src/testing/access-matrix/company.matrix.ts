import { hashToken } from '../../services/tokens.js';
import { multipartFile, TINY_PNG } from '../uploads.js';
import { anyone, level3Only, row, type MatrixRow } from './matrix-types.js';

/** Issue #33: workspaces, the audit log and the company export. */

export const rows: MatrixRow[] = [
  row('GET', '/v2/workspaces/signup', anyone(200)),
  // the matrix's server holds companies and keeps sign-up closed: a valid body is refused for everyone
  row('POST', '/v2/workspaces', anyone(403), (context, caller) => ({
    payload: {
      companyName: `Matrix ${context.unique(caller)}`,
      adminName: 'Matrix Admin',
      adminEmail: `matrix-${context.unique(caller)}@workspace.test`,
    },
  })),
  // a link of a sign-up asked for before sign-up closed: confirming it is refused too, creating nothing
  row('POST', '/v2/workspaces/confirm', anyone(403), async (context, caller) => {
    const token = `matrix-signup-${context.unique(caller)}`;
    await context.server.db.query(
      `INSERT INTO pending_signups (email, company_name, admin_name, token_hash, expires_at)
       VALUES ($1, 'Matrix', 'Matrix Admin', $2, now() + interval '1 day')`,
      [`matrix-${context.unique(caller)}@workspace.test`, hashToken(token)],
    );
    return { payload: { token, password: 'Matrix-workspace 1' } };
  }),
  // company-wide, the caller's own company only (the isolation is in routes/company.routes.test.ts)
  row('GET', '/v2/audit-log', level3Only(200)),
  row('GET', '/v2/audit-log/export', level3Only(200)),
  row('GET', '/v2/company/export', level3Only(200)),
  row('GET', '/v2/company/settings', level3Only(200)),
  // each caller's own company: Globex's admin changes Globex's time zone
  row('PATCH', '/v2/company/settings', level3Only(200), () => ({ payload: { timeZone: 'Asia/Kolkata' } })),
  row('GET', '/v2/company/option-lists', level3Only(200)),
  // single sign-on: its settings are level3's (a change that changes nothing is answered as it stands)
  row('GET', '/v2/company/sso', level3Only(200)),
  row('PATCH', '/v2/company/sso', level3Only(200), () => ({ payload: { jitProvisioning: false } })),
  // the sign-in steps are public; with no company's single sign-on on, start sends the browser back
  row('GET', '/v2/auth/sso', anyone(200), () => ({ url: '/v2/auth/sso?email=someone%40acme.test' })),
  row('GET', '/v2/auth/sso/start', anyone(302), () => ({ url: '/v2/auth/sso/start?email=someone%40acme.test' })),
  row('GET', '/v2/auth/sso/callback', anyone(302), () => ({ url: '/v2/auth/sso/callback?code=x&state=y' })),
  row('POST', '/v2/auth/sso/session', anyone(401), () => ({ payload: { code: 'not-a-code-not-a-code-not-a-code' } })),
  // each admin's own company's logo
  row('POST', '/v2/company/logo', level3Only(200), () => multipartFile(TINY_PNG)),
  row('DELETE', '/v2/company/logo', level3Only(200)),
  // a preview saves nothing, so every admin may send the same file
  row('POST', '/v2/company/public-holidays/import', level3Only(200), () => ({
    payload: { csv: 'date,name\n2042-01-01,Matrix Day\n', preview: true },
  })),
];
