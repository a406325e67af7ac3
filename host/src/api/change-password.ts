import { apiPaths, type changePasswordBodySchema } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

/** Changes the signed-in user's password; the current one is required. Success carries nothing to read. */
export async function changePassword(
  client: AxiosInstance,
  body: z.infer<typeof changePasswordBodySchema>,
): Promise<void> {
  await client.post(apiPaths.auth.changePassword, body);
}
