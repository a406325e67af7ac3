import { queryOptions } from '@tanstack/react-query';
import { firstPagePaths, workspaceSignupSchema, type WorkspaceSignup } from '@timely/contract/first-page';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { accountKeys } from './account-query-keys';

/** Whether this server (public: no session is sent, a 401 signs nobody out) lets a visitor create a workspace now (the sign-in page offers it exactly then). */
export async function getWorkspaceSignup(client: AxiosInstance): Promise<WorkspaceSignup> {
  return workspaceSignupSchema.parse((await client.get(firstPagePaths.workspaces.signup, { anonymous: true })).data);
}

export function workspaceSignupQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: accountKeys.workspaceSignup, queryFn: () => getWorkspaceSignup(client) });
}

export function useWorkspaceSignup() {
  const client = useApiClient();
  return useEagerQuery(workspaceSignupQuery(client));
}
