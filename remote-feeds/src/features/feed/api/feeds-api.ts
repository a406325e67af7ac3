import {
  apiPaths,
  type CreateFeedPostBody,
  type FeedPage,
  feedPageSchema,
  type FeedPost,
  feedPostSchema,
  okSchema,
  type PinFeedPostBody,
  type UpdateFeedPostBody,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getFeedPage(client: AxiosInstance, params: { page: number; perPage: number }): Promise<FeedPage> {
  const response = await client.get(apiPaths.feeds.list, { params });
  return feedPageSchema.parse(response.data);
}

export async function createFeedPost(client: AxiosInstance, body: CreateFeedPostBody): Promise<FeedPost> {
  const response = await client.post(apiPaths.feeds.list, body);
  return feedPostSchema.parse(response.data);
}

export async function updateFeedPost(client: AxiosInstance, id: string, body: UpdateFeedPostBody): Promise<FeedPost> {
  const response = await client.patch(apiPaths.feeds.byId(id), body);
  return feedPostSchema.parse(response.data);
}

export async function deleteFeedPost(client: AxiosInstance, id: string): Promise<void> {
  const response = await client.delete(apiPaths.feeds.byId(id));
  okSchema.parse(response.data);
}

export async function pinFeedPost(client: AxiosInstance, id: string, body: PinFeedPostBody): Promise<FeedPost> {
  const response = await client.put(apiPaths.feeds.pin(id), body);
  return feedPostSchema.parse(response.data);
}

export async function unpinFeedPost(client: AxiosInstance, id: string): Promise<FeedPost> {
  const response = await client.delete(apiPaths.feeds.pin(id));
  return feedPostSchema.parse(response.data);
}
