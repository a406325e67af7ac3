import { firstPagePaths, okSchema } from '@timely/contract/first-page';
import type { AxiosInstance } from 'axios';

/** Revokes the refresh token on the server; signing out locally does not wait for it. */
export async function logoutOnServer(client: AxiosInstance, refreshToken: string): Promise<void> {
  const response = await client.post(firstPagePaths.auth.logout, { refreshToken });
  okSchema.parse(response.data);
}
