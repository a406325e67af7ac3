import { apiPaths, createWorkspaceBodySchema, okSchema, type CreateWorkspaceBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';

/**
 * Asks for a new company and its first admin: the server mails the address a link to confirm. The answer
 * is the same whether or not the address has an account, so there is nothing to read from it.
 */
export async function createWorkspace(client: AxiosInstance, body: CreateWorkspaceBody): Promise<void> {
  okSchema.parse(
    (await client.post(apiPaths.workspaces.create, createWorkspaceBodySchema.parse(body), { anonymous: true })).data,
  );
}

/** A refusal (a bad field, sign-up closed) throws, for the form to show. */
export function useCreateWorkspace() {
  const client = useApiClient();
  return (body: CreateWorkspaceBody) => createWorkspace(client, body);
}
