import { apiPaths, notificationSchema, type Notification } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function markNotificationRead(client: AxiosInstance, id: string): Promise<Notification> {
  const response = await client.patch(apiPaths.notifications.read(encodeURIComponent(id)));
  return notificationSchema.parse(response.data);
}
