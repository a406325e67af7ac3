import { firstPagePaths, loginResponseSchema, type LoginBody, type LoginResponse } from '@timely/contract/first-page';
import type { AxiosInstance } from 'axios';
import { useApiClient } from '../api-client.atoms';

export async function login(client: AxiosInstance, body: LoginBody): Promise<LoginResponse> {
  const response = await client.post(firstPagePaths.auth.login, body);
  return loginResponseSchema.parse(response.data);
}

/** Answers the session (the form stores it); a refusal throws, for the form to show. */
export function useLogin() {
  const client = useApiClient();
  return (body: LoginBody) => login(client, body);
}
