import {
  apiPaths,
  createWorkspaceBodySchema,
  loginResponseSchema,
  workspaceSignupSchema,
  type CreateWorkspaceBody,
  type LoginResponse,
  type WorkspaceSignup,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** Whether this server (public: no session is sent, a 401 signs nobody out) lets a visitor create a workspace now (the sign-in page offers it exactly then). */
export async function getWorkspaceSignup(client: AxiosInstance): Promise<WorkspaceSignup> {
  return workspaceSignupSchema.parse((await client.get(apiPaths.workspaces.signup, { anonymous: true })).data);
}

/** A new company and its first admin; answers a session, as a sign-in does. */
export async function createWorkspace(client: AxiosInstance, body: CreateWorkspaceBody): Promise<LoginResponse> {
  return loginResponseSchema.parse(
    (await client.post(apiPaths.workspaces.create, createWorkspaceBodySchema.parse(body), { anonymous: true })).data,
  );
}
