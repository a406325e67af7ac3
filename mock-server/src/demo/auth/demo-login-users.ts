import { eq, sql } from 'drizzle-orm';
import type { DemoLoginUser } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { demoLoginUsers } from '../../db/schema/demo.js';
import { capRows, DEMO_ROW_CAPS } from '../demo-limits.js';
import { DEMO_LOGINS } from '../../db/seed/demo.seed.js';

type LoginUserRow = typeof demoLoginUsers.$inferSelect;

export function toDemoLoginUser(row: LoginUserRow): DemoLoginUser {
  return { id: row.id, email: row.email, name: row.name, loggedInWith: 'jwt' };
}

export async function findLoginUserByEmail(orm: Orm, email: string): Promise<LoginUserRow | undefined> {
  const [row] = await orm
    .select()
    .from(demoLoginUsers)
    .where(sql`lower(${demoLoginUsers.email}) = lower(${email})`);
  return row;
}

export async function findLoginUserById(orm: Orm, id: number): Promise<LoginUserRow | undefined> {
  const [row] = await orm.select().from(demoLoginUsers).where(eq(demoLoginUsers.id, id));
  return row;
}

/**
 * Adds a demo login user with the template's id rule (the last user's id plus 1). The table lock makes two
 * registrations at once take turns; null when the email was taken meanwhile.
 */
export async function insertLoginUser(
  orm: Orm,
  user: { email: string; name: string; passwordHash: string },
): Promise<LoginUserRow | null> {
  return orm.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE demo_login_users IN SHARE ROW EXCLUSIVE MODE`);
    if (await findLoginUserByEmail(tx, user.email)) return null;
    const [last] = await tx
      .select({ id: sql<number>`coalesce(max(${demoLoginUsers.id}), 0)::int` })
      .from(demoLoginUsers);
    const [row] = await tx
      .insert(demoLoginUsers)
      .values({ id: (last?.id ?? 0) + 1, ...user })
      .returning();
    // the spec's own accounts stay; visitors' oldest accounts make way
    await capRows(tx, demoLoginUsers, demoLoginUsers.id, DEMO_ROW_CAPS.loginUsers, {
      seededUpTo: Math.max(...DEMO_LOGINS.map((login) => login.id)),
    });
    return row!;
  });
}
