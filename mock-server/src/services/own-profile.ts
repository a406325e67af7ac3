import { eq, sql } from 'drizzle-orm';
import type { SessionUser, UpdateMeBody } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { users } from '../db/schema/core.js';
import { unauthorized } from '../http/errors.js';
import { setUserAvatar, storeAvatar } from './avatars.js';
import type { ServiceContext } from './service-context.js';
import { findActiveUserById, prepareSessionUserReader } from './users.js';

type AvatarUpload = Parameters<typeof storeAvatar>[1];

/** What a signed-in user may change of their own profile; each change answers with the profile as it now is. */
export type OwnProfile = {
  change(ctx: ServiceContext, changes: UpdateMeBody): Promise<SessionUser>;
  /** `readUpload` runs once the user is known to be active, so an unknown user is a 401 whatever they sent. */
  setAvatar(ctx: ServiceContext, readUpload: () => Promise<AvatarUpload>): Promise<SessionUser>;
  removeAvatar(ctx: ServiceContext): Promise<SessionUser>;
};

/** The own-profile changes over one prepared read of the profile (its statement is named, so prepared once). */
export function ownProfile(orm: Orm): OwnProfile {
  const readSessionUser = prepareSessionUserReader(orm);
  const currentUser = async (userId: string) => {
    const user = await findActiveUserById(orm, userId);
    if (!user) throw unauthorized();
    return user;
  };
  const sessionUser = async (ctx: ServiceContext) => {
    const user = await readSessionUser(ctx, ctx.caller.userId);
    if (!user) throw unauthorized();
    return user;
  };
  return {
    async change(ctx, changes) {
      const user = await currentUser(ctx.caller.userId);
      if (Object.keys(changes).length) {
        await orm
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
      }
      return sessionUser(ctx);
    },
    async setAvatar(ctx, readUpload) {
      const user = await currentUser(ctx.caller.userId);
      const path = await storeAvatar(orm, await readUpload());
      await setUserAvatar(orm, user.id, path);
      return sessionUser(ctx);
    },
    async removeAvatar(ctx) {
      const user = await currentUser(ctx.caller.userId);
      await setUserAvatar(orm, user.id, null);
      return sessionUser(ctx);
    },
  };
}
