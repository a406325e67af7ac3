import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, roleForLevel } from '../contract/index.js';
import { companies, users } from '../db/schema/core.js';
import type { App } from '../http/app-types.js';
import { createPasswordToken, passwordLink } from './password-tokens.js';
import { hashPassword } from './passwords.js';

export const newCompanySchema = z.object({
  company: z.string().trim().min(2, { message: 'must be at least 2 characters' }).max(100),
  adminEmail: emailSchema,
  adminName: z.string().trim().min(2, { message: 'must be at least 2 characters' }).max(100),
});
export type NewCompany = z.infer<typeof newCompanySchema>;

/**
 * A company and its first admin (level3), for a production database that starts empty (DEMO_SEED=off):
 * `cli.ts create-company`. Nobody knows the admin's password; the answer's link (an invitation, valid
 * INVITE_TOKEN_TTL_DAYS) lets them choose one. The admin then adds peers and option lists in the portal.
 */
export async function createCompanyWithAdmin(app: App, given: NewCompany): Promise<{ companyId: string; userId: string; link: string }> {
  const parsed = newCompanySchema.safeParse(given);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const input = parsed.data;
  const slug = input.company.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || `company-${randomBytes(3).toString('hex')}`;
  const email = input.adminEmail.toLowerCase();
  const userId = await app.db.orm.transaction(async (tx) => {
    if ((await tx.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug))).length) throw new Error(`a company "${slug}" exists already`);
    if ((await tx.select({ id: users.id }).from(users).where(eq(users.email, email))).length) throw new Error(`${email} has an account already`);
    const [company] = await tx.insert(companies).values({ name: input.company, slug }).returning({ id: companies.id });
    const [admin] = await tx
      .insert(users)
      .values({
        companyId: company!.id,
        email,
        name: input.adminName,
        employeeId: 'ADMIN-1',
        passwordHash: await hashPassword(randomBytes(24).toString('base64url'), app.config.passwordCost),
        level: 'level3',
        role: roleForLevel('level3'),
      })
      .returning({ id: users.id });
    return admin!.id;
  });
  const [row] = await app.db.orm.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  return { companyId: row!.companyId, userId, link: passwordLink(app, await createPasswordToken(app, userId, 'invite')) };
}
