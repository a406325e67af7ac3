import { apiPaths, feedPageSchema, type FeedPage } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getFeedPage(client: AxiosInstance, params: { page: number; perPage: number }): Promise<FeedPage> {
  const response = await client.get(apiPaths.feeds.list, { params });
  return feedPageSchema.parse(response.data);
}
