import { apiPaths, feedPostSchema, type FeedPost, type PinFeedPostBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function pinFeedPost(client: AxiosInstance, id: string, body: PinFeedPostBody): Promise<FeedPost> {
  const response = await client.put(apiPaths.feeds.pin(id), body);
  return feedPostSchema.parse(response.data);
}

export async function unpinFeedPost(client: AxiosInstance, id: string): Promise<FeedPost> {
  const response = await client.delete(apiPaths.feeds.pin(id));
  return feedPostSchema.parse(response.data);
}
