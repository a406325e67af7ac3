import { apiPaths, feedDigestSchema, type FeedDigest } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getFeedDigest(client: AxiosInstance): Promise<FeedDigest> {
  const response = await client.get(apiPaths.feeds.digest);
  return feedDigestSchema.parse(response.data);
}
