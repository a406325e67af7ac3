import { apiPaths, sessionUserSchema, type SessionUser } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** Uploads the signed-in user's profile picture (multipart `file`); answers the user with its new address. */
export async function uploadAvatar(client: AxiosInstance, file: Blob): Promise<SessionUser> {
  const form = new FormData();
  form.append('file', file);
  const response = await client.post(apiPaths.meAvatar, form);
  return sessionUserSchema.parse(response.data);
}
