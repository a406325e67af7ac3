import type { Notification } from '@timely/contract';
import { isTransientError } from '@timely/shared-auth';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex, Spin, Tag, theme, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { useNotifications } from './api/get-notifications';
import type { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { lazyNotificationList } from './lazy-notification-list';
import { ErrorBoundary } from '../app/error-boundary';
import { hostMessages } from '../messages/messages';

type NotificationsQuery = ReturnType<typeof useNotifications>;

type NotificationsPanelProps = {
  query: NotificationsQuery;
  unread: number;
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  markAllRead: ReturnType<typeof useMarkAllNotificationsRead>;
  onClose: () => void;
};

/** The bell's panel: the title and new count, the latest notifications, Mark all read and View all. */
export function NotificationsPanel({
  query,
  unread,
  onOpen,
  onMarkRead,
  markAllRead,
  onClose,
}: NotificationsPanelProps) {
  const t = useMessages(hostMessages);
  const { token } = theme.useToken();
  return (
    <div
      role="dialog"
      aria-label={t('notifications.title')}
      style={{
        width: 380,
        maxWidth: 'calc(100vw - 24px)',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        overflow: 'hidden',
      }}
    >
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorSplit}` }}
      >
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('notifications.title')}
        </Typography.Title>
        {unread > 0 && (
          <Tag color="purple" variant="filled">
            {t('notifications.new', { count: unread })}
          </Tag>
        )}
      </Flex>
      <div style={{ maxHeight: 360, overflowY: 'auto' }}>
        <PanelBody query={query} onOpen={onOpen} onMarkRead={onMarkRead} />
      </div>
      <Flex
        justify="space-between"
        align="center"
        gap={8}
        style={{ padding: '10px 16px', borderTop: `1px solid ${token.colorSplit}` }}
      >
        <Button
          size="small"
          onClick={() => markAllRead.mutate()}
          disabled={unread === 0}
          loading={markAllRead.isPending}
        >
          {t('notifications.markAllRead')}
        </Button>
        <Link to={portalHref('notifications')} onClick={onClose}>
          {t('notifications.viewAll')}
        </Link>
      </Flex>
    </div>
  );
}

type PanelBodyProps = Pick<NotificationsPanelProps, 'query' | 'onOpen' | 'onMarkRead'>;

/** The latest notifications, or that they load, failed (Retry when it may pass) or that there are none. */
function PanelBody({ query, onOpen, onMarkRead }: PanelBodyProps) {
  const t = useMessages(hostMessages);
  const loading = <PanelLoading />;
  if (query.isPending) return loading;
  if (query.isError) return <PanelFailed onRetry={isTransientError(query.error) ? () => query.refetch() : undefined} />;
  if (query.data.items.length === 0)
    return (
      <Typography.Paragraph type="secondary" style={{ padding: 24, margin: 0, textAlign: 'center' }}>
        {/* spec §2: the spec's words when there is nothing */}
        {t('notifications.none')}
      </Typography.Paragraph>
    );
  return (
    // the list's code comes in a chunk of its own (lazy-notification-list.tsx): a failed download says so here,
    // and Retry renders the list again once a new download has succeeded
    <ErrorBoundary
      resetKey=""
      logLabel="the notifications list"
      fallback={(_error, clear) => <PanelFailed onRetry={() => lazyNotificationList.preload().then(clear)} />}
    >
      <Suspense fallback={loading}>
        <lazyNotificationList.Component compact items={query.data.items} onOpen={onOpen} onMarkRead={onMarkRead} />
      </Suspense>
    </ErrorBoundary>
  );
}

function PanelLoading() {
  const t = useMessages(hostMessages);
  return (
    <Flex justify="center" style={{ padding: 24 }} role="status" aria-label={t('notifications.loading')}>
      <Spin />
    </Flex>
  );
}

/**
 * That the notifications did not load, with Retry when trying again may help. The button spins while it tries: a try
 * that fails again leaves the same words, and without it a click would seem to do nothing.
 */
function PanelFailed({ onRetry }: { onRetry?: () => Promise<unknown> }) {
  const t = useMessages(hostMessages);
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry?.()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
      <Typography.Text type="secondary">{t('notifications.loadFailed')}</Typography.Text>
      {onRetry && (
        <Button size="small" onClick={retry} loading={retrying}>
          {t('notifications.retry')}
        </Button>
      )}
    </Flex>
  );
}
