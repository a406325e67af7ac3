import { apiPaths, type SessionUser, sessionUserSchema, type UpdateMeBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** Changes the signed-in user's own name or time zone; answers the user as the session keeps it. */
export async function updateMe(client: AxiosInstance, body: UpdateMeBody): Promise<SessionUser> {
  const response = await client.patch(apiPaths.me, body);
  return sessionUserSchema.parse(response.data);
}

/** Uploads the signed-in user's profile picture (multipart `file`); answers the user with its new address. */
export async function uploadAvatar(client: AxiosInstance, file: Blob): Promise<SessionUser> {
  const form = new FormData();
  form.append('file', file);
  const response = await client.post(apiPaths.meAvatar, form);
  return sessionUserSchema.parse(response.data);
}
