import {
  apiPaths,
  fetchAllProjectsResponseSchema,
  optionsResponseSchema,
  type OptionsResponse,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getOptions(client: AxiosInstance): Promise<OptionsResponse> {
  const { data } = await client.get(apiPaths.options.all);
  return optionsResponseSchema.parse(data);
}

/** The projects the caller may see (the spec's sidebar call), for filters. */
export async function getProjectNames(client: AxiosInstance): Promise<Array<{ _id: string; name: string }>> {
  const { data } = await client.post(apiPaths.fetchAllProjects, {});
  return fetchAllProjectsResponseSchema.parse(data).result;
}
