import {
  apiPaths,
  confirmWorkspaceBodySchema,
  loginResponseSchema,
  type ConfirmWorkspaceBody,
  type LoginResponse,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';

/** Creates the company from the mailed link's token and the chosen password; answers a session, as a sign-in does. */
export async function confirmWorkspace(client: AxiosInstance, body: ConfirmWorkspaceBody): Promise<LoginResponse> {
  return loginResponseSchema.parse(
    (await client.post(apiPaths.workspaces.confirm, confirmWorkspaceBodySchema.parse(body), { anonymous: true })).data,
  );
}

/** Answers the new session (the page stores it); a refusal (a used or expired link, a weak password) throws. */
export function useConfirmWorkspace() {
  const client = useApiClient();
  return (body: ConfirmWorkspaceBody) => confirmWorkspace(client, body);
}
