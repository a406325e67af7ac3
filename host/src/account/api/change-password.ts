import { apiPaths, type changePasswordBodySchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Changes the signed-in user's password; the current one is required. Success carries nothing to read. */
export async function changePassword(client: AxiosInstance, body: ChangePasswordBody): Promise<void> {
  await client.post(apiPaths.auth.changePassword, body);
}

/** A refusal throws, for the form to show. */
export function useChangePassword() {
  const client = useApiClient();
  return (body: ChangePasswordBody) => changePassword(client, body);
}
