import { apiPaths, forgotPasswordBodySchema } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

/** The server answers 202 whether or not the email has an account; the answer carries nothing to read. */
export async function requestPasswordReset(
  client: AxiosInstance,
  body: z.infer<typeof forgotPasswordBodySchema>,
): Promise<void> {
  await client.post(apiPaths.auth.forgotPassword, forgotPasswordBodySchema.parse(body));
}
