import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser, UpdateMeBody } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { users } from '../db/schema/core.js';
import { unauthorized } from '../http/errors.js';
import { setUserAvatar, storeAvatar } from './avatars.js';
import { findActiveUserById, prepareSessionUserReader } from './users.js';

type AvatarUpload = Parameters<typeof storeAvatar>[1];

/** What a signed-in user may change of their own profile; each change answers with the profile as it now is. */
export type OwnProfile = {
  change(userId: string, changes: UpdateMeBody, request: FastifyRequest): Promise<SessionUser>;
  /** `readUpload` runs once the user is known to be active, so an unknown user is a 401 whatever they sent. */
  setAvatar(userId: string, readUpload: () => Promise<AvatarUpload>, request: FastifyRequest): Promise<SessionUser>;
  removeAvatar(userId: string, request: FastifyRequest): Promise<SessionUser>;
};

/** The own-profile changes over one prepared read of the profile (its statement is named, so prepared once). */
export function ownProfile(orm: Orm): OwnProfile {
  const readSessionUser = prepareSessionUserReader(orm);
  const currentUser = async (userId: string) => {
    const user = await findActiveUserById(orm, userId);
    if (!user) throw unauthorized();
    return user;
  };
  const sessionUser = async (userId: string, request: FastifyRequest) => {
    const user = await readSessionUser(userId, request);
    if (!user) throw unauthorized();
    return user;
  };
  return {
    async change(userId, changes, request) {
      const user = await currentUser(userId);
      if (Object.keys(changes).length) {
        await orm
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
      }
      return sessionUser(user.id, request);
    },
    async setAvatar(userId, readUpload, request) {
      const user = await currentUser(userId);
      const path = await storeAvatar(orm, await readUpload());
      await setUserAvatar(orm, user.id, path);
      return sessionUser(user.id, request);
    },
    async removeAvatar(userId, request) {
      const user = await currentUser(userId);
      await setUserAvatar(orm, user.id, null);
      return sessionUser(user.id, request);
    },
  };
}
