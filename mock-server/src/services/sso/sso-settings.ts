import { eq, and, ne, sql } from 'drizzle-orm';
import type { SsoSettings, UpdateSsoSettingsBody } from '@timely/contract';
import { companies } from '../../db/schema/core.js';
import { companySso } from '../../db/schema/sso.js';
import { apiError, fieldProblem, invalidFields } from '../../http/errors.js';
import type { FieldError } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';
import { encryptClientSecret } from './client-secret.js';
import { discoverProvider, issuerSchemeAllowed } from './sso-provider.js';
import type { ServiceContext, ServerFacilities } from '../service-context.js';

type StoredSso = typeof companySso.$inferSelect;

const NONE = {
  enabled: false,
  name: '',
  issuer: '',
  clientId: '',
  clientSecret: null,
  domains: [] as string[],
  jitProvisioning: false,
  passwordSignIn: true,
};

/** The company's row, or the settings of a company that never set single sign-on up. */
export async function storedSsoOf(orm: Orm, companyId: string): Promise<Omit<StoredSso, 'companyId' | 'updatedAt'>> {
  const [row] = await orm.select().from(companySso).where(eq(companySso.companyId, companyId));
  return row ?? NONE;
}

/** What the API answers: everything but the secret, of which only whether it is set. */
function shownOf(stored: Omit<StoredSso, 'companyId' | 'updatedAt'>, redirectUri: string): SsoSettings {
  return {
    enabled: stored.enabled,
    name: stored.name,
    issuer: stored.issuer,
    clientId: stored.clientId,
    clientSecretSet: stored.clientSecret !== null,
    domains: stored.domains,
    jitProvisioning: stored.jitProvisioning,
    passwordSignIn: stored.passwordSignIn,
    redirectUri,
  };
}

/** The caller's company's settings, with the redirect URI its provider must allow. */
export async function readSsoSettings(ctx: ServiceContext, redirectUri: string): Promise<SsoSettings> {
  return shownOf(await storedSsoOf(ctx.orm, ctx.caller.companyId), redirectUri);
}

/**
 * Changes any of the settings, audited as sso.changed (the secret only as "changed", never its value). Turned
 * on, or with a new issuer or client while on, the provider must answer its discovery document with this
 * client, so a typo is caught here and not at the next person's sign-in.
 */
export async function updateSsoSettings(
  ctx: ServiceContext,
  body: UpdateSsoSettingsBody,
  redirectUri: string,
): Promise<SsoSettings> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const before = await storedSsoOf(orm, auth.companyId);
  const { clientSecret: newSecret, ...fields } = body;
  const next = { ...before, ...fields };
  const problems: FieldError[] = [];
  if (body.issuer !== undefined && !issuerSchemeAllowed(ctx, body.issuer))
    problems.push(fieldProblem('issuer', apiError('field.issuerInsecure')));
  if (next.enabled) {
    const missing = (['name', 'issuer', 'clientId'] as const).filter((field) => !next[field]);
    for (const field of missing) problems.push(fieldProblem(field, apiError('field.required')));
    if (!newSecret && !before.clientSecret) problems.push(fieldProblem('clientSecret', apiError('field.required')));
    if (!next.domains.length) problems.push(fieldProblem('domains', apiError('field.required')));
  }
  if (problems.length) throw invalidFields(problems);
  if (next.domains.length) {
    const taken = await orm
      .select({ domains: companySso.domains })
      .from(companySso)
      .where(
        and(
          ne(companySso.companyId, auth.companyId),
          sql`${companySso.domains} && ${sql.param(next.domains, companySso.domains)}`,
        ),
      );
    if (taken.length) throw invalidFields([fieldProblem('domains', apiError('field.domainTaken'))], 409);
  }
  const reachesProvider =
    next.enabled &&
    (!before.enabled || newSecret !== undefined || next.issuer !== before.issuer || next.clientId !== before.clientId);
  if (reachesProvider) {
    try {
      await discoverProvider(ctx, next, newSecret);
    } catch (error) {
      logDiscoveryFailure(ctx, error);
      throw invalidFields([fieldProblem('issuer', apiError('field.issuerUnreachable'))]);
    }
  }
  const sealed = newSecret !== undefined ? encryptClientSecret(ctx.secrets.jwt, newSecret) : before.clientSecret;
  const stored = { ...next, clientSecret: sealed };
  await orm.transaction(async (tx) => {
    const changed = changedFields(auditedOf(before), {
      ...auditedOf(stored),
      ...(newSecret !== undefined ? { clientSecret: 'changed' } : {}),
    });
    if (!changed) return;
    const values = {
      enabled: stored.enabled,
      name: stored.name,
      issuer: stored.issuer,
      clientId: stored.clientId,
      clientSecret: stored.clientSecret,
      domains: stored.domains,
      jitProvisioning: stored.jitProvisioning,
      passwordSignIn: stored.passwordSignIn,
      updatedAt: ctx.now(),
    };
    await tx
      .insert(companySso)
      .values({ companyId: auth.companyId, ...values })
      .onConflictDoUpdate({ target: companySso.companyId, set: values });
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, auth.companyId));
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'sso.changed',
      target: { type: 'company', id: auth.companyId, label: company?.name ?? '' },
      ...changed,
    });
  });
  return shownOf(stored, redirectUri);
}

/** The audited view: the secret is never written to the log, only whether one was set. */
function auditedOf(stored: Omit<StoredSso, 'companyId' | 'updatedAt'>): Record<string, unknown> {
  const { clientSecret, ...rest } = stored;
  return { ...rest, clientSecret: clientSecret ? 'set' : null };
}

function logDiscoveryFailure(app: ServerFacilities, error: unknown): void {
  app.log.warn({ err: error }, '[sso] the provider did not answer its discovery document');
}
