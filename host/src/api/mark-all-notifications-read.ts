import { apiPaths, markAllReadResponseSchema } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function markAllNotificationsRead(client: AxiosInstance): Promise<number> {
  const response = await client.post(apiPaths.notifications.readAll);
  return markAllReadResponseSchema.parse(response.data).updated;
}
