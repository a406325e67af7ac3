import {
  apiPaths,
  markAllReadResponseSchema,
  type Notification,
  type NotificationList,
  notificationListSchema,
  notificationSchema,
  type NotificationsQuery,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getNotifications(client: AxiosInstance, query: NotificationsQuery): Promise<NotificationList> {
  const response = await client.get(apiPaths.notifications.list, { params: query });
  return notificationListSchema.parse(response.data);
}

export async function markAllNotificationsRead(client: AxiosInstance): Promise<number> {
  const response = await client.post(apiPaths.notifications.readAll);
  return markAllReadResponseSchema.parse(response.data).updated;
}

export async function markNotificationRead(client: AxiosInstance, id: string): Promise<Notification> {
  const response = await client.patch(apiPaths.notifications.read(encodeURIComponent(id)));
  return notificationSchema.parse(response.data);
}
