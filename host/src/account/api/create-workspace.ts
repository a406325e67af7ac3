import {
  apiPaths,
  createWorkspaceBodySchema,
  loginResponseSchema,
  type CreateWorkspaceBody,
  type LoginResponse,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';

/** A new company and its first admin; answers a session, as a sign-in does. */
export async function createWorkspace(client: AxiosInstance, body: CreateWorkspaceBody): Promise<LoginResponse> {
  return loginResponseSchema.parse(
    (await client.post(apiPaths.workspaces.create, createWorkspaceBodySchema.parse(body), { anonymous: true })).data,
  );
}

/** Answers the new session (the page stores it); a refusal throws, for the form to show. */
export function useCreateWorkspace() {
  const client = useApiClient();
  return (body: CreateWorkspaceBody) => createWorkspace(client, body);
}
