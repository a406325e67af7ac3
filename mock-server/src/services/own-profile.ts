import { eq, sql } from 'drizzle-orm';
import type { SessionUser, UpdateMeBody } from '@timely/contract';
import { users } from '../db/schema/core.js';
import { unauthorized } from '../http/errors.js';
import { setUserAvatar, storeAvatar } from './avatars.js';
import type { ServerFacilities, ServiceContext } from './service-context.js';
import { findActiveUserById, prepareSessionUserReader } from './users.js';

type AvatarUpload = Parameters<typeof storeAvatar>[1];

/** What a signed-in user may change of their own profile; each change answers with the profile as it now is. */
export type OwnProfile = {
  change(ctx: ServiceContext, changes: UpdateMeBody): Promise<SessionUser>;
  /** `readUpload` runs once the user is known to be active, so an unknown user is a 401 whatever they sent. */
  setAvatar(ctx: ServiceContext, readUpload: () => Promise<AvatarUpload>): Promise<SessionUser>;
  removeAvatar(ctx: ServiceContext): Promise<SessionUser>;
};

/**
 * The own-profile changes over one prepared read of the profile (its statement is named, so prepared once, on
 * the server's database when the routes are registered); each change reads and writes through its call's context.
 */
export function ownProfile(server: Pick<ServerFacilities, 'db'>): OwnProfile {
  const readSessionUser = prepareSessionUserReader(server.db.orm);
  const currentUser = async (ctx: ServiceContext) => {
    const user = await findActiveUserById(ctx.orm, ctx.caller.userId);
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
      const user = await currentUser(ctx);
      if (Object.keys(changes).length) {
        await ctx.orm
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
      }
      return sessionUser(ctx);
    },
    async setAvatar(ctx, readUpload) {
      const user = await currentUser(ctx);
      const path = await storeAvatar(ctx, await readUpload());
      await setUserAvatar(ctx, user.id, path);
      return sessionUser(ctx);
    },
    async removeAvatar(ctx) {
      const user = await currentUser(ctx);
      await setUserAvatar(ctx, user.id, null);
      return sessionUser(ctx);
    },
  };
}
