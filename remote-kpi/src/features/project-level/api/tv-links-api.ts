import {
  apiPaths,
  createTvLinkResponseSchema,
  tvLinkListSchema,
  tvLinkSchema,
  type CreateTvLinkBody,
  type CreateTvLinkResponse,
  type TvLink,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getTvLinks(client: AxiosInstance): Promise<TvLink[]> {
  const { data } = await client.get(apiPaths.kpis.tvLinks);
  return tvLinkListSchema.parse(data).items;
}

export async function createTvLink(client: AxiosInstance, body: CreateTvLinkBody): Promise<CreateTvLinkResponse> {
  const { data } = await client.post(apiPaths.kpis.tvLinks, body);
  return createTvLinkResponseSchema.parse(data);
}

export async function revokeTvLink(client: AxiosInstance, id: string): Promise<TvLink> {
  const { data } = await client.delete(apiPaths.kpis.tvLink(id));
  return tvLinkSchema.parse(data);
}
