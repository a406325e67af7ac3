import { apiPaths, type resetPasswordBodySchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Sets a new password with the token from the emailed link; success carries nothing to read. */
export async function resetPassword(client: AxiosInstance, body: ResetPasswordBody): Promise<void> {
  await client.post(apiPaths.auth.resetPassword, body);
}

/** A refusal (a used or expired token, a weak password) throws, for the form to show. */
export function useResetPassword() {
  const client = useApiClient();
  return (body: ResetPasswordBody) => resetPassword(client, body);
}
