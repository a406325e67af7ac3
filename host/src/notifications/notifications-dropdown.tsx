import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Badge, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NotificationsPanel } from './notifications-panel';
import { preloadNotificationList } from './lazy-notification-list';
import { useNotifications } from './api/get-notifications';
import { useMarkAllNotificationsRead } from './api/mark-all-notifications-read';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { hostMessages } from '../messages/messages';
import { PHONE_QUERY, useMediaQuery } from '../layout/use-media-query';

/** The top bar's bell: unread count, the latest notifications, mark one or all read, and view All. */
export function NotificationsDropdown() {
  const t = useMessages(hostMessages);
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery(PHONE_QUERY);
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
    <NotificationsPanel
      query={query}
      unread={unread}
      onOpen={openOne}
      onMarkRead={(item) => void markRead(item._id)}
      markAllRead={markAllRead}
      onClose={() => setOpen(false)}
    />
  );

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      // on a phone the bell is not at the screen's right edge, and a panel right-aligned to it is cut off on the
      // left: centred under it, antd shifts the panel to stay on the screen
      placement={narrow ? 'bottom' : 'bottomRight'}
      popupRender={() => panel}
    >
      <Button
        type="text"
        shape="circle"
        style={{ color: 'inherit' }}
        onPointerEnter={preloadNotificationList}
        onFocus={preloadNotificationList}
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
