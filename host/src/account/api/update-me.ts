import { apiPaths, type SessionUser, sessionUserSchema, type UpdateMeBody } from '@timely/contract';
import { sessionUserUpdatedAtom, useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { useSetAtom } from 'jotai';

/** Changes the signed-in user's own name or time zone; answers the user as the session keeps it. */
export async function updateMe(client: AxiosInstance, body: UpdateMeBody): Promise<SessionUser> {
  const response = await client.patch(apiPaths.me, body);
  return sessionUserSchema.parse(response.data);
}

/** Saves the change and puts the server's answer in the session; a refusal throws, for the form to show. */
export function useUpdateMe() {
  const client = useApiClient();
  const updated = useSetAtom(sessionUserUpdatedAtom);
  return async (body: UpdateMeBody) => updated(await updateMe(client, body));
}
