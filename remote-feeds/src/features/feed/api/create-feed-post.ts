import { apiPaths, feedPostSchema, type CreateFeedPostBody, type FeedPost } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function createFeedPost(client: AxiosInstance, body: CreateFeedPostBody): Promise<FeedPost> {
  const response = await client.post(apiPaths.feeds.list, body);
  return feedPostSchema.parse(response.data);
}
