import { PAGE_SIZES, type Notification } from '@timely/contract';
import { EmptyState, listPagination, LoadingState, PageHeader, useUrlListState, useMessages } from '@timely/shared-ui';
import { QueryErrorState } from '@timely/shared-auth';
import { Button, Card, Segmented } from 'antd';
import { Pagination } from '@timely/shared-ui/antd-more';
import { useNavigate } from 'react-router-dom';
import { NotificationList } from './notification-list';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { hostMessages } from '../messages/messages';

type Status = 'all' | 'unread';

/** Every notification of the user ("view All" in the bell), paged, filtered all/unread, both kept in the URL. */
export function NotificationsPage() {
  const t = useMessages(hostMessages);
  const list = useUrlListState<'status'>({ sizes: PAGE_SIZES, defaultPerPage: 10 });
  const { page, perPage } = list;
  const navigate = useNavigate();
  const status: Status = list.get('status') === 'unread' ? 'unread' : 'all';
  const query = useNotifications({ page, perPage, status });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const open = (notification: Notification) => {
    if (!notification.read) void markRead(notification._id);
    if (notification.link) navigate(notification.link);
  };

  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={
          query.data ? <bdi>{t('notifications.unreadCount', { count: query.data.unreadCount })}</bdi> : undefined
        }
        actions={
          <Button
            onClick={() => markAllRead.mutate()}
            loading={markAllRead.isPending}
            disabled={!query.data?.unreadCount}
          >
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <div style={{ padding: 16 }}>
          <Segmented<Status>
            aria-label={t('notifications.show')}
            options={[
              { label: t('notifications.all'), value: 'all' },
              { label: t('notifications.unread'), value: 'unread' },
            ]}
            value={status}
            onChange={(value) => list.set({ status: value === 'all' ? '' : value })}
          />
        </div>
        {query.isPending ? (
          <LoadingState label={t('notifications.loading')} />
        ) : query.isError ? (
          <QueryErrorState query={query} title={t('notifications.loadFailedTitle')} />
        ) : query.data.items.length === 0 ? (
          <div style={{ padding: 32 }}>
            <EmptyState description={status === 'unread' ? t('notifications.noneUnread') : t('notifications.none')} />
          </div>
        ) : (
          <>
            <NotificationList items={query.data.items} onOpen={open} onMarkRead={(item) => void markRead(item._id)} />
            <Pagination
              style={{ padding: 16, justifyContent: 'flex-end' }}
              {...listPagination({ page, perPage, total: query.data.total, sizes: PAGE_SIZES, onChange: list.set })}
            />
          </>
        )}
      </Card>
    </>
  );
}
