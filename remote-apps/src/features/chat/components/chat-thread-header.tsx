import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  InfoCircleOutlined,
  PushpinFilled,
  PushpinOutlined,
} from '@ant-design/icons';
import { isRightToLeft, useLanguage, useMessages } from '@timely/shared-ui';
import { Button, Flex, theme, Tooltip, Typography } from 'antd';
import { ContactAvatar, useStatusText } from './contact-avatar';
import { useSetPinned } from '../api/set-pinned';
import { chatMessages } from '../messages/messages';
import type { ChatEntry } from '../utils/chat-list';

type Props = {
  entry: ChatEntry;
  onBack?: () => void;
  onAbout: () => void;
};

/** The conversation's header: back (on a phone), the contact and their status, pin and about. */
export function ChatThreadHeader({ entry, onBack, onAbout }: Props) {
  const t = useMessages(chatMessages);
  const { token } = theme.useToken();
  const rightToLeft = isRightToLeft(useLanguage());
  const statusText = useStatusText();
  const setPinned = useSetPinned();
  const { contact, thread } = entry;
  const pinned = thread?.isPinned ?? false;
  const pinLabel = pinned ? t('chat.pin.unpin') : t('chat.pin.pin');
  const aboutLabel = t('chat.about.open', { name: contact.displayName });
  return (
    <Flex
      align="center"
      gap={12}
      style={{ padding: '8px 12px', borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}
    >
      {onBack && (
        <Button
          type="text"
          icon={rightToLeft ? <ArrowRightOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />}
          aria-label={t('chat.thread.back')}
          onClick={onBack}
        />
      )}
      <ContactAvatar contact={contact} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Title level={4} ellipsis style={{ fontSize: token.fontSizeLG, margin: 0 }}>
          {contact.displayName}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {statusText(contact.status)}
        </Typography.Text>
      </div>
      {thread && (
        <Tooltip title={pinLabel}>
          <Button
            type="text"
            icon={pinned ? <PushpinFilled aria-hidden /> : <PushpinOutlined aria-hidden />}
            aria-label={pinLabel}
            onClick={() => setPinned.mutate({ contactId: contact.uid, value: !pinned })}
          />
        </Tooltip>
      )}
      <Tooltip title={aboutLabel}>
        <Button type="text" icon={<InfoCircleOutlined aria-hidden />} aria-label={aboutLabel} onClick={onAbout} />
      </Tooltip>
    </Flex>
  );
}
