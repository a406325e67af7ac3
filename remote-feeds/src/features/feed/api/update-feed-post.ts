import { apiPaths, feedPostSchema, type FeedPost, type UpdateFeedPostBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function updateFeedPost(client: AxiosInstance, id: string, body: UpdateFeedPostBody): Promise<FeedPost> {
  const response = await client.patch(apiPaths.feeds.byId(id), body);
  return feedPostSchema.parse(response.data);
}
