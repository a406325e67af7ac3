import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import {
  activityTypes,
  blocks,
  companies,
  designations,
  jobRoles,
  locations,
  platforms,
  users,
} from '../../db/schema/core.js';
import { apiError, conflict, fieldProblem, forbidden } from '../../http/errors.js';
import { isUniqueViolation } from '../db-errors.js';
import { hashPassword } from '../passwords.js';
import type { PublicContext, ServerFacilities } from '../service-context.js';

/**
 * The lists a new company starts with, so every form has something to offer on day one; the admin renames,
 * adds and retires entries afterwards (docs/company.md). Public holidays depend on the country: none.
 */
export const DEFAULT_OPTIONS = {
  jobRoles: {
    Developer: ['Development', 'Code review', 'Bug fixing'],
    Designer: ['Design', 'Prototyping'],
    'QA Engineer': ['Testing', 'Automation'],
    'Project Manager': ['Planning', 'Meetings', 'Reporting'],
  } as Record<string, string[]>,
  designations: ['Associate', 'Senior Associate', 'Lead', 'Manager'],
  locations: { 'Head office': ['Main'], Remote: ['Home'] } as Record<string, string[]>,
  platforms: ['Web', 'iOS', 'Android', 'API'],
  /** Monday to Friday (0 is Sunday). */
  workingDays: [1, 2, 3, 4, 5],
};

const SIGNUP_CLOSED = apiError('workspace.signupClosed');

export type WorkspaceInput = {
  companyName: string;
  adminName: string;
  adminEmail: string;
  /** Absent from the command line: the admin chooses theirs through a one-time link. */
  password?: string;
};

export type SignupState = { open: boolean; reason: 'first-company' | 'signup-open' | 'closed' };

/** Open while the server holds no company, or always with TIMELY_SIGNUP=open. */
export async function signupState(ctx: Pick<PublicContext, 'orm' | 'config'>): Promise<SignupState> {
  if (ctx.config.signupOpen) return { open: true, reason: 'signup-open' };
  const [row] = await ctx.orm.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0 ? { open: true, reason: 'first-company' } : { open: false, reason: 'closed' };
}

/**
 * Creates a company, its first admin (level3, role admin), its default option lists and working week, in
 * one transaction: a refusal or a failure leaves nothing behind. `checkSignup` is false for the operator's
 * command line, which may always create one. `after` runs inside the same transaction (the audit entry).
 * Takes the server's facilities, not a request's: the command line creates workspaces too.
 */
export async function createWorkspace(
  server: Pick<ServerFacilities, 'db' | 'config'>,
  input: WorkspaceInput,
  options: {
    checkSignup: boolean;
    after?: (tx: Orm, created: { companyId: string; userId: string }) => Promise<void>;
  },
): Promise<{ companyId: string; userId: string }> {
  const { config } = server;
  // hashed before the transaction: bcrypt takes a while and must not hold the lock below
  // (a workspace made on the command line gets a password nobody knows; its admin sets one through a link)
  const passwordHash = await hashPassword(input.password ?? randomBytes(24).toString('base64url'), config.passwordCost);
  return server.db.orm.transaction(async (tx) => {
    // one workspace creation at a time: two visitors of an empty server cannot both become its first company
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('timely:create-workspace'))`);
    if (options.checkSignup && !(await signupState({ orm: tx, config })).open) throw forbidden(SIGNUP_CLOSED);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.adminEmail));
    if (taken) throw emailTaken();
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.companyName,
        slug: await freeSlug(tx, input.companyName),
        workingDays: DEFAULT_OPTIONS.workingDays,
      })
      .returning({ id: companies.id });
    const companyId = company!.id;
    await insertDefaultOptions(tx, companyId);
    const [admin] = await tx
      .insert(users)
      .values({
        companyId,
        email: input.adminEmail,
        passwordHash,
        name: input.adminName,
        employeeId: 'EMP-0001',
        role: 'admin',
        level: 'level3',
      })
      .returning({ id: users.id })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    const created = { companyId, userId: admin!.id };
    await options.after?.(tx, created);
    return created;
  });
}

function emailTaken() {
  return conflict(apiError('peer.workEmailTaken'), [fieldProblem('adminEmail', apiError('field.emailTakenSignIn'))]);
}

/** The defaults in the order they are listed here (the admin reorders them on the settings screen). */
async function insertDefaultOptions(tx: Orm, companyId: string): Promise<void> {
  for (const [index, [role, activities]] of Object.entries(DEFAULT_OPTIONS.jobRoles).entries()) {
    const [row] = await tx
      .insert(jobRoles)
      .values({ companyId, name: role, position: index + 1 })
      .returning({ id: jobRoles.id });
    await tx.insert(activityTypes).values(activities.map((name) => ({ jobRoleId: row!.id, name })));
  }
  await tx
    .insert(designations)
    .values(DEFAULT_OPTIONS.designations.map((name, index) => ({ companyId, name, position: index + 1 })));
  for (const [index, [location, blockNames]] of Object.entries(DEFAULT_OPTIONS.locations).entries()) {
    const [row] = await tx
      .insert(locations)
      .values({ companyId, name: location, position: index + 1 })
      .returning({ id: locations.id });
    await tx.insert(blocks).values(blockNames.map((name) => ({ locationId: row!.id, name })));
  }
  await tx
    .insert(platforms)
    .values(DEFAULT_OPTIONS.platforms.map((name, index) => ({ companyId, name, position: index + 1 })));
}

/** A slug from the name (`Acme Ltd.` → `acme-ltd`), with a short suffix when another company has it. */
async function freeSlug(tx: Orm, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'company';
  for (let attempt = 0; ; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${randomBytes(3).toString('hex')}`;
    const [holder] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
    if (!holder) return slug;
  }
}
