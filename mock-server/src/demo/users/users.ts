import { and, eq } from 'drizzle-orm';
import type { DemoUser, DemoUserChanges } from '@timely/contract';
import { demoUsers } from '../../db/schema/demo.js';
import { notFound } from '../../http/errors.js';
import { findDemoUser } from '../catalog/catalog.js';
import { writeToOwnSet, type DemoScope } from '../visitors/visitor-sets.js';

/**
 * Writes the given fields of one demo user of the caller's set (the address field by field, the rest kept)
 * and answers the user as the users list shows them. An unknown id is a 404 and changes nothing.
 */
export function updateDemoUser(scope: DemoScope, id: number, changes: DemoUserChanges): Promise<DemoUser> {
  return writeToOwnSet(scope, 'users', async (tx, visitorSet) => {
    const where = and(eq(demoUsers.visitor, visitorSet), eq(demoUsers.id, id));
    const [row] = await tx.select().from(demoUsers).where(where).for('update');
    // throwing inside the transaction rolls a new set back
    if (!row) throw notFound();
    const { location, ...fields } = changes;
    const set = { ...fields, ...(location ? { location: { ...row.location, ...location } } : {}) };
    if (Object.keys(set).length) await tx.update(demoUsers).set(set).where(where);
    const user = await findDemoUser(tx, visitorSet, id);
    if (!user) throw notFound();
    return user;
  });
}
