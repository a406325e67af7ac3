import {
  apiPaths,
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { notFound } from '../http/errors.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../services/notifications.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';

/** The top bar's bell: each user sees and marks only their own notifications. */
export async function notificationsRoutes(app: App): Promise<void> {
  app.get(
    apiPaths.notifications.list,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['notifications'],
        summary: "A page of the caller's notifications, newest first, with the unread count",
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => listNotifications(serviceContext(request), request.query),
  );

  app.patch(
    apiPaths.notifications.read(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const updated = await markNotificationRead(serviceContext(request), request.params.id);
      // someone else's notification is as absent as a missing one: no hint that it exists
      if (!updated) throw notFound('notFound.notification');
      return updated;
    },
  );

  app.post(
    apiPaths.notifications.readAll,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: markAllReadResponseSchema },
      },
    },
    async (request) => ({ ok: true as const, updated: await markAllNotificationsRead(serviceContext(request)) }),
  );
}
