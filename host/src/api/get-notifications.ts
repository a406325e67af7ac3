import { apiPaths, notificationListSchema, type NotificationList, type NotificationsQuery } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getNotifications(client: AxiosInstance, query: NotificationsQuery): Promise<NotificationList> {
  const response = await client.get(apiPaths.notifications.list, { params: query });
  return notificationListSchema.parse(response.data);
}
