import {
  apiPaths,
  type changePasswordBodySchema,
  forgotPasswordBodySchema,
  type resetPasswordBodySchema,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

/** Changes the signed-in user's password; the current one is required. Success carries nothing to read. */
export async function changePassword(
  client: AxiosInstance,
  body: z.infer<typeof changePasswordBodySchema>,
): Promise<void> {
  await client.post(apiPaths.auth.changePassword, body);
}

/** The server answers 202 whether or not the email has an account; the answer carries nothing to read. */
export async function requestPasswordReset(
  client: AxiosInstance,
  body: z.infer<typeof forgotPasswordBodySchema>,
): Promise<void> {
  await client.post(apiPaths.auth.forgotPassword, forgotPasswordBodySchema.parse(body));
}

/** Sets a new password with the token from the emailed link; success carries nothing to read. */
export async function resetPassword(
  client: AxiosInstance,
  body: z.infer<typeof resetPasswordBodySchema>,
): Promise<void> {
  await client.post(apiPaths.auth.resetPassword, body);
}
