import {
  CalendarOutlined,
  EyeOutlined,
  CheckOutlined,
  CommentOutlined,
  InfoCircleOutlined,
  MessageOutlined,
  ScheduleOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { Notification, NotificationKind } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { formatMoment, useMessages } from '@timely/shared-ui';
import { Avatar, Badge, Button, Flex, theme, Tooltip, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { formatRelative } from './format-date';
import { hostMessages } from '../messages/messages';
import { useNotificationText } from './notification-text';

type NotificationListProps = {
  items: readonly Notification[];
  /** The user opened one: go where it points (and mark it read). */
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  /** One line of body text (the dropdown) or all of it (the page). */
  compact?: boolean;
};

const KIND_ICONS: Record<NotificationKind, ReactNode> = {
  task_assigned: <ScheduleOutlined aria-hidden />,
  leave_decided: <CalendarOutlined aria-hidden />,
  feedback_received: <CommentOutlined aria-hidden />,
  recognition: <TrophyOutlined aria-hidden />,
  system: <InfoCircleOutlined aria-hidden />,
  mention: <MessageOutlined aria-hidden />,
  watch: <EyeOutlined aria-hidden />,
};

/** Notifications with their read state: unread ones carry a dot, a bold title and a Mark as read button. */
export function NotificationList({ items, onOpen, onMarkRead, compact = false }: NotificationListProps) {
  const t = useMessages(hostMessages);
  const textOf = useNotificationText();
  const { token } = theme.useToken();
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('notifications.list')}>
      {items.map((item) => {
        const text = textOf(item);
        return (
          <li key={item._id} style={{ borderBottom: `1px solid ${token.colorSplit}` }} data-read={item.read}>
            <Flex
              gap={12}
              align="flex-start"
              style={{ padding: '12px 16px', background: item.read ? undefined : token.colorPrimaryBg }}
            >
              <Badge dot={!item.read} offset={[-4, 4]}>
                <Avatar
                  icon={KIND_ICONS[item.kind]}
                  style={{ background: token.colorPrimaryBgHover, color: token.colorPrimaryText }}
                />
              </Badge>
              <button
                type="button"
                onClick={() => onOpen(item)}
                style={{ all: 'unset', cursor: 'pointer', flex: 1, minWidth: 0 }}
                aria-label={item.read ? text.title : t('notifications.unreadItem', { title: text.title })}
              >
                <Typography.Text strong={!item.read} style={{ display: 'block' }}>
                  {text.title}
                </Typography.Text>
                {text.body && (
                  <Typography.Paragraph
                    type="secondary"
                    ellipsis={compact ? { rows: 1 } : false}
                    style={{ margin: 0 }}
                    // a person's own words (a comment, a note) read in their own direction, even in Arabic
                    dir={item.bodyCode ? undefined : 'auto'}
                  >
                    {text.body}
                  </Typography.Paragraph>
                )}
                {item.projectDeleted && (
                  <Typography.Text type="secondary" italic style={{ display: 'block' }}>
                    {/* in place of a link into a project deleted since (it would only open "Project not found") */}
                    {t('notifications.projectDeleted')}
                  </Typography.Text>
                )}
                <Tooltip title={formatMoment(item.createdAt, timeZone)}>
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    <time dateTime={item.createdAt}>{formatRelative(item.createdAt)}</time>
                  </Typography.Text>
                </Tooltip>
              </button>
              {!item.read && (
                <Tooltip title={t('notifications.markRead')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<CheckOutlined aria-hidden />}
                    aria-label={t('notifications.markOneRead', { title: text.title })}
                    onClick={() => onMarkRead(item)}
                  />
                </Tooltip>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
