import { apiPaths, forgotPasswordBodySchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The server answers 202 whether or not the email has an account; the answer carries nothing to read. */
export async function requestPasswordReset(client: AxiosInstance, body: ForgotPasswordBody): Promise<void> {
  await client.post(apiPaths.auth.forgotPassword, forgotPasswordBodySchema.parse(body));
}

export function useRequestPasswordReset() {
  const client = useApiClient();
  return (body: ForgotPasswordBody) => requestPasswordReset(client, body);
}
