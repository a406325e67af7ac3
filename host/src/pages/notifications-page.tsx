import { PAGE_SIZES, type Notification } from '@timely/mock-server/contract';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@timely/shared-ui';
import { toApiError } from '@timely/shared-auth';
import { Button, Card, Segmented } from 'antd';
import { Pagination } from '@timely/shared-ui/antd-more';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NO_NOTIFICATIONS } from '../notifications/notifications-dropdown';
import { NotificationList } from '../notifications/notification-list';
import { useNotificationActions } from '../notifications/use-notification-actions';
import { useNotifications } from '../notifications/use-notifications';

type Status = 'all' | 'unread';

/** Every notification of the user ("view All" in the bell), paged, filtered all/unread, both kept in the URL. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const status: Status = params.get('status') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const perPage = (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage'))) ? (Number(params.get('perPage')) as 10 | 20 | 40) : 10;
  const query = useNotifications({ page, perPage, status });
  const { markRead, markAllRead, markingAll } = useNotificationActions();
  const update = (next: Record<string, string | number>) => setParams((current) => {
    const merged = new URLSearchParams(current);
    for (const [key, value] of Object.entries(next)) merged.set(key, String(value));
    return merged;
  });
  const open = (notification: Notification) => {
    if (!notification.read) void markRead(notification._id);
    if (notification.link) navigate(notification.link);
  };

  return (
    <>
      <PageHeader
        title="Notifications"
        subtitle={query.data ? `${query.data.unreadCount} unread` : undefined}
        actions={<Button onClick={markAllRead} loading={markingAll} disabled={!query.data?.unreadCount}>Mark all read</Button>}
      />
      <Card styles={{ body: { padding: 0 } }}>
        <div style={{ padding: 16 }}>
          <Segmented<Status> aria-label="Show" options={[{ label: 'All', value: 'all' }, { label: 'Unread', value: 'unread' }]} value={status} onChange={(value) => update({ status: value, page: 1 })} />
        </div>
        {query.isPending ? (
          <LoadingState label="Loading notifications" />
        ) : query.isError ? (
          <ErrorState title="Could not load your notifications" message={toApiError(query.error).message} onRetry={() => void query.refetch()} error={query.error} />
        ) : query.data.items.length === 0 ? (
          <div style={{ padding: 32 }}>
            <EmptyState description={status === 'unread' ? 'Nothing unread: you are all caught up.' : NO_NOTIFICATIONS} />
          </div>
        ) : (
          <>
            <NotificationList items={query.data.items} onOpen={open} onMarkRead={(item) => void markRead(item._id)} />
            <Pagination
              style={{ padding: 16, justifyContent: 'flex-end' }}
              current={page}
              pageSize={perPage}
              total={query.data.total}
              pageSizeOptions={PAGE_SIZES.map(String)}
              showSizeChanger
              onChange={(nextPage, nextSize) => update({ page: nextSize === perPage ? nextPage : 1, perPage: nextSize })}
            />
          </>
        )}
      </Card>
    </>
  );
}
