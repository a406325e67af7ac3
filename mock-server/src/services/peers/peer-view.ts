import { and, eq, getTableColumns, isNull, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Peer, PeerField } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { blocks, designations, jobRoles, locations, users } from '../../db/schema/core.js';
import type { AuthContext } from '../../http/app-types.js';
import { invitationOf } from './invitation-status.js';
import { visibleValues } from './peer-fields.js';
import type { ServiceContext } from '../service-context.js';

const managers = alias(users, 'manager');

/** A user's columns but its password's hash and its search text, which no answer about a peer needs. */
const {
  passwordHash: _passwordHash,
  searchText: _searchText,
  employeeIdLower: _employeeIdLower,
  ...peerColumns
} = getTableColumns(users);

/** A user row with the names of its options, as one query reads it. */
export type PeerRow = {
  user: Omit<typeof users.$inferSelect, 'passwordHash' | 'searchText' | 'employeeIdLower'>;
  jobRoleName: string | null;
  designationName: string | null;
  locationName: string | null;
  blockName: string | null;
  managerName: string | null;
};

/** What a peer's row reads: the user's columns and the names of their options (`joinPeerOptions`). */
export const PEER_SELECTION = {
  user: peerColumns,
  jobRoleName: jobRoles.name,
  designationName: designations.name,
  locationName: locations.name,
  blockName: blocks.name,
  managerName: managers.name,
};

/** The joins that name a user's options (`PEER_SELECTION`), on a query that has the users table. */
export function joinPeerOptions<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(jobRoles, eq(users.jobRoleId, jobRoles.id))
    .leftJoin(designations, eq(users.designationId, designations.id))
    .leftJoin(locations, eq(users.locationId, locations.id))
    .leftJoin(blocks, eq(users.blockId, blocks.id))
    .leftJoin(managers, eq(users.managerId, managers.id));
}

/** Users with their option names joined in; callers add the where, order and paging. */
export function selectPeers(orm: Orm) {
  return joinPeerOptions(orm.select(PEER_SELECTION).from(users).$dynamic());
}

/**
 * One peer of the caller's company by id (deleted ones only when asked), or undefined: other companies' ids
 * look like unknown ones.
 */
export async function findPeer(
  ctx: ServiceContext,
  id: string,
  options: { includeDeleted: boolean },
): Promise<PeerRow | undefined> {
  const conditions: SQL[] = [eq(users.companyId, ctx.caller.companyId), eq(users.id, id)];
  if (!options.includeDeleted) conditions.push(isNull(users.deletedAt));
  const [row] = await selectPeers(ctx.orm).where(and(...conditions));
  return row;
}

/** May this caller see employee ids and mobile numbers (docs/privacy.md: level2 and level3)? */
export const seesPeerContacts = (auth: Pick<AuthContext, 'level'>): boolean => auth.level !== 'level1';

/** May this caller see the peer's hire date (docs/privacy.md: level2, level3, the peer's manager, the peer)? */
const seesHireDate = (
  auth: Pick<AuthContext, 'level' | 'userId'>,
  peer: { id: string; managerId: string | null },
): boolean => auth.level !== 'level1' || auth.userId === peer.id || auth.userId === peer.managerId;

/**
 * A peer as `auth` may see it: a level1 caller gets no employee id and no mobile number, and only level3
 * learns who has not accepted their invitation; the hire date and the company's fields follow their own
 * rules (docs/privacy.md). `fields`: the company's peer fields.
 */
export function toPeer(ctx: ServiceContext, row: PeerRow, fields: readonly PeerField[]): Peer {
  const auth = ctx.caller;
  const { user } = row;
  const ref = (id: string | null, name: string | null) => (id && name ? { _id: id, name } : null);
  return {
    _id: user.id,
    name: user.name,
    ...(seesPeerContacts(auth) ? { employeeId: user.employeeId, phone: user.phone } : {}),
    email: user.email,
    profilePic: ctx.pictureUrl(user.avatarUrl),
    jobRole: ref(user.jobRoleId, row.jobRoleName),
    designation: ref(user.designationId, row.designationName),
    location: ref(user.locationId, row.locationName),
    block: ref(user.blockId, row.blockName),
    defaultWorkMode: user.defaultWorkMode as Peer['defaultWorkMode'],
    currentStatus: user.currentStatus as Peer['currentStatus'],
    workingHours: user.workingHours,
    timeZone: user.timeZone,
    imIds: { skype: user.imIds.skype ?? null, slack: user.imIds.slack ?? null, zoom: user.imIds.zoom ?? null },
    role: user.role,
    level: user.level,
    isActive: user.isActive,
    deletedAt: user.deletedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    ...(auth.level === 'level3' ? { invitation: invitationOf(user, ctx) } : {}),
    ...(seesHireDate(auth, user) ? { hireDate: user.hireDate } : {}),
    manager: ref(user.managerId, row.managerName),
    customFields: visibleValues(fields, user.fieldValues, auth, user),
  };
}
