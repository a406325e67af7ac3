import {
  apiPaths,
  closeSprintResponseSchema,
  optionsResponseSchema,
  peerPageSchema,
  projectOverviewSchema,
  projectPageSchema,
  projectSchema,
  sprintListSchema,
  sprintSchema,
  type CloseSprintBody,
  type StartSprintBody,
  type CloseSprintResponse,
  type CreateProjectBody,
  type CreateSprintBody,
  type OptionsResponse,
  type Peer,
  type Project,
  type ProjectOverview,
  type ProjectPage,
  type Sprint,
  type SprintList,
  type UpdateProjectBody,
  type UpdateSprintBody,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** Fetchers of this remote: each calls the shared client and parses the answer with the contract. */

export type ProjectListParams = {
  page: number;
  perPage: number;
  search: string;
  sort?: string;
  order?: 'asc' | 'desc';
};

const listQuery = (params: ProjectListParams) => ({ ...params, search: params.search || undefined });

export async function getProjects(client: AxiosInstance, params: ProjectListParams): Promise<ProjectPage> {
  const { data } = await client.get(apiPaths.projects.list, { params: listQuery(params) });
  return projectPageSchema.parse(data);
}

/** The current filter as CSV text (the token goes in the header, so no plain link can do this). */
export async function exportProjectsCsv(
  client: AxiosInstance,
  params: Omit<ProjectListParams, 'page' | 'perPage'>,
): Promise<string> {
  const { data } = await client.get(apiPaths.projects.exportCsv, {
    params: { ...params, search: params.search || undefined },
    responseType: 'text',
  });
  return String(data);
}

export async function createProject(client: AxiosInstance, body: CreateProjectBody): Promise<Project> {
  return projectSchema.parse((await client.post(apiPaths.projects.list, body)).data);
}

export async function updateProject(client: AxiosInstance, id: string, body: UpdateProjectBody): Promise<Project> {
  return projectSchema.parse((await client.patch(apiPaths.projects.byId(id), body)).data);
}

export async function deleteProject(client: AxiosInstance, id: string, force: boolean): Promise<void> {
  await client.delete(apiPaths.projects.byId(id), { params: force ? { force: 'true' } : {} });
}

export async function getProjectOverview(client: AxiosInstance, id: string): Promise<ProjectOverview> {
  return projectOverviewSchema.parse((await client.get(apiPaths.projects.overview(id))).data);
}

export async function getProject(client: AxiosInstance, id: string): Promise<Project> {
  return projectSchema.parse((await client.get(apiPaths.projects.byId(id))).data);
}

export async function getSprints(client: AxiosInstance, projectId: string): Promise<SprintList> {
  return sprintListSchema.parse((await client.get(apiPaths.projects.sprints(projectId))).data);
}

export async function createSprint(client: AxiosInstance, projectId: string, body: CreateSprintBody): Promise<Sprint> {
  return sprintSchema.parse((await client.post(apiPaths.projects.sprints(projectId), body)).data);
}

export async function updateSprint(client: AxiosInstance, id: string, body: UpdateSprintBody): Promise<Sprint> {
  return sprintSchema.parse((await client.patch(apiPaths.sprints.byId(id), body)).data);
}

export async function deleteSprint(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(apiPaths.sprints.byId(id));
}

export async function startSprint(client: AxiosInstance, id: string, body: StartSprintBody = {}): Promise<Sprint> {
  return sprintSchema.parse((await client.post(apiPaths.sprints.start(id), body)).data);
}

export async function closeSprint(
  client: AxiosInstance,
  id: string,
  body: CloseSprintBody,
): Promise<CloseSprintResponse> {
  return closeSprintResponseSchema.parse((await client.post(apiPaths.sprints.close(id), body)).data);
}

/** The company's peers for the team pickers (a company has well under 40 per page × 3 pages). */
export async function getPeerChoices(client: AxiosInstance): Promise<Peer[]> {
  const first = peerPageSchema.parse(
    (await client.get(apiPaths.peers.list, { params: { perPage: 40, page: 1 } })).data,
  );
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.totalPages, 5) - 1 }, (_, index) =>
      client
        .get(apiPaths.peers.list, { params: { perPage: 40, page: index + 2 } })
        .then(({ data }) => peerPageSchema.parse(data).items),
    ),
  );
  return [...first.items, ...rest.flat()];
}

export async function getOptions(client: AxiosInstance): Promise<OptionsResponse> {
  return optionsResponseSchema.parse((await client.get(apiPaths.options.all)).data);
}
