import { apiPaths, type SessionUser, sessionUserSchema } from '@timely/contract';
import { sessionUserUpdatedAtom, useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { useSetAtom } from 'jotai';

/** Uploads the signed-in user's profile picture (multipart `file`); answers the user with its new address. */
export async function uploadAvatar(client: AxiosInstance, file: Blob): Promise<SessionUser> {
  const form = new FormData();
  form.append('file', file);
  const response = await client.post(apiPaths.meAvatar, form);
  return sessionUserSchema.parse(response.data);
}

/** Uploads the picture and puts the server's answer in the session; a refusal throws. */
export function useUploadAvatar() {
  const client = useApiClient();
  const updated = useSetAtom(sessionUserUpdatedAtom);
  return async (file: Blob) => updated(await uploadAvatar(client, file));
}
