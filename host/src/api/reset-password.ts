import { apiPaths, type resetPasswordBodySchema } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

/** Sets a new password with the token from the emailed link; success carries nothing to read. */
export async function resetPassword(
  client: AxiosInstance,
  body: z.infer<typeof resetPasswordBodySchema>,
): Promise<void> {
  await client.post(apiPaths.auth.resetPassword, body);
}
