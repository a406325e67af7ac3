import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { isTransientError } from '@timely/shared-auth';
import { Badge, Button, Dropdown, Flex, Spin, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NotificationList } from './notification-list';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { hostMessages } from '../messages/messages';

/** The top bar's bell: unread count, the latest notifications, mark one or all read, and view All. */
export function NotificationsDropdown() {
  const t = useMessages(hostMessages);
  const [open, setOpen] = useState(false);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const query = useNotifications({ page: 1, perPage: 10, status: 'all' }, { poll: true });
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const unread = query.data?.unreadCount ?? 0;

  const openOne = (notification: Notification) => {
    if (!notification.read) void markRead(notification._id);
    setOpen(false);
    if (notification.link) navigate(notification.link);
  };

  const panel = (
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
        {query.isPending ? (
          <Flex justify="center" style={{ padding: 24 }} role="status" aria-label={t('notifications.loading')}>
            <Spin />
          </Flex>
        ) : query.isError ? (
          <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
            <Typography.Text type="secondary">{t('notifications.loadFailed')}</Typography.Text>
            {isTransientError(query.error) && (
              <Button size="small" onClick={() => void query.refetch()}>
                {t('notifications.retry')}
              </Button>
            )}
          </Flex>
        ) : query.data.items.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ padding: 24, margin: 0, textAlign: 'center' }}>
            {/* spec §2: the spec's words when there is nothing */}
            {t('notifications.none')}
          </Typography.Paragraph>
        ) : (
          <NotificationList
            compact
            items={query.data.items}
            onOpen={openOne}
            onMarkRead={(item) => void markRead(item._id)}
          />
        )}
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
        <Link to={portalHref('notifications')} onClick={() => setOpen(false)}>
          {t('notifications.viewAll')}
        </Link>
      </Flex>
    </div>
  );

  return (
    <Dropdown open={open} onOpenChange={setOpen} trigger={['click']} placement="bottomRight" popupRender={() => panel}>
      <Button
        type="text"
        shape="circle"
        style={{ color: 'inherit' }}
        aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.title')}
        icon={
          <Badge count={unread} size="small">
            <BellOutlined aria-hidden style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Dropdown>
  );
}
