import { CALLER_EMAILS, row, signedIn, type Caller, type MatrixContext, type MatrixRow } from './matrix-types.js';

/**
 * Personal API tokens (docs/integrations.md): each person lists, makes and revokes their own. A token of
 * the Acme member is revoked by its owner only; everyone else gets 404, as if it did not exist.
 */
export const rows: MatrixRow[] = [
  row('GET', '/v2/me/api-tokens', signedIn(200)),
  row('POST', '/v2/me/api-tokens', signedIn(201), (context, caller) => ({
    payload: { name: `Matrix ${context.unique(caller)}`, scope: 'read', expiresInDays: 30 },
  })),
  row(
    'DELETE',
    '/v2/me/api-tokens/:id',
    signedIn(404, { level1: 200 }),
    async (context: MatrixContext, _caller: Caller) => ({ url: `/v2/me/api-tokens/${await memberToken(context)}` }),
  ),
];

let tokensMade = 0;
/** A fresh token of the Acme member (level1) for each call, so a revoke never meets another row's. */
async function memberToken(context: MatrixContext): Promise<string> {
  tokensMade += 1;
  const [token] = await context.server.db.query<{ id: string }>(
    `INSERT INTO api_tokens (user_id, company_id, name, scope, token_hash, token_start, expires_at)
     SELECT id, company_id, $2, 'read', md5(random()::text) || $2, 'tly_matr', now() + interval '30 days'
       FROM users WHERE email = $1
     RETURNING id::text AS id`,
    [CALLER_EMAILS.level1, `Matrix token ${tokensMade}`],
  );
  return token!.id;
}
