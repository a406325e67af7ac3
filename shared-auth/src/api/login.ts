import { apiPaths, loginResponseSchema, okSchema, type LoginBody, type LoginResponse } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function login(client: AxiosInstance, body: LoginBody): Promise<LoginResponse> {
  const response = await client.post(apiPaths.auth.login, body);
  return loginResponseSchema.parse(response.data);
}

/** Revokes the refresh token on the server; signing out locally does not wait for it. */
export async function logoutOnServer(client: AxiosInstance, refreshToken: string): Promise<void> {
  const response = await client.post(apiPaths.auth.logout, { refreshToken });
  okSchema.parse(response.data);
}
