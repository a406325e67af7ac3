import { eq } from 'drizzle-orm';
import type { DemoUser, DemoUserChanges } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { demoUsers } from '../../db/schema/demo.js';
import { notFound } from '../../http/errors.js';
import { findDemoUser } from '../catalog/catalog.js';

/**
 * Writes the given fields of one demo user (the address field by field, the rest kept) and answers the user
 * as the users list shows them. An unknown id is a 404 and changes nothing.
 */
export async function updateDemoUser(orm: Orm, id: number, changes: DemoUserChanges): Promise<DemoUser> {
  return orm.transaction(async (tx) => {
    const [row] = await tx.select().from(demoUsers).where(eq(demoUsers.id, id)).for('update');
    if (!row) throw notFound();
    const { location, ...fields } = changes;
    const set = { ...fields, ...(location ? { location: { ...row.location, ...location } } : {}) };
    if (Object.keys(set).length) await tx.update(demoUsers).set(set).where(eq(demoUsers.id, id));
    const user = await findDemoUser(tx, id);
    if (!user) throw notFound();
    return user;
  });
}
