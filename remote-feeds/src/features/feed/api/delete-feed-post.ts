import { apiPaths, okSchema } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function deleteFeedPost(client: AxiosInstance, id: string): Promise<void> {
  const response = await client.delete(apiPaths.feeds.byId(id));
  okSchema.parse(response.data);
}
