import { apiPaths, sessionUserSchema, type SessionUser, type UpdateMeBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** Changes the signed-in user's own name or time zone; answers the user as the session keeps it. */
export async function updateMe(client: AxiosInstance, body: UpdateMeBody): Promise<SessionUser> {
  const response = await client.patch(apiPaths.me, body);
  return sessionUserSchema.parse(response.data);
}
