import { apiPaths, loginResponseSchema, type LoginBody, type LoginResponse } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function login(client: AxiosInstance, body: LoginBody): Promise<LoginResponse> {
  const response = await client.post(apiPaths.auth.login, body);
  return loginResponseSchema.parse(response.data);
}
