import { CheckOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useMessages } from '@timely/shared-ui';
import { Flex, theme } from 'antd';
import { chatMessages } from '../messages/messages';
import type { ChatMessageView } from '../utils/chat-cache';
import { formatMessageMoment, formatMessageTime } from '../utils/chat-time';

/** One message: sent ones at the end of the line (right, or left in a right-to-left language), received at the start. */
export function MessageBubble({ message, name }: { message: ChatMessageView; name: string }) {
  const t = useMessages(chatMessages);
  const { token } = theme.useToken();
  const sent = message.isSent;
  const time = formatMessageTime(message.time);
  const moment = formatMessageMoment(message.time);
  const tail = 4;
  const round = token.borderRadiusLG + 4;
  return (
    <li style={{ display: 'flex', justifyContent: sent ? 'flex-end' : 'flex-start' }} data-testid="chat-message">
      <div
        style={{
          maxWidth: 'min(75%, 560px)',
          padding: '6px 12px',
          background: sent ? token.colorPrimaryBg : token.colorBgContainer,
          border: `1px solid ${sent ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
          color: token.colorText,
          borderRadius: round,
          borderEndEndRadius: sent ? tail : round,
          borderEndStartRadius: sent ? round : tail,
        }}
      >
        <span className="timely-visually-hidden">
          {sent ? t('chat.message.sentAt', { time }) : t('chat.message.received', { name, time })}
        </span>
        <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.textContent}</div>
        <Flex
          justify="flex-end"
          align="center"
          gap={4}
          style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}
        >
          <time dateTime={moment.iso} title={moment.label} aria-hidden>
            {time}
          </time>
          {sent && <DeliveryMark message={message} />}
        </Flex>
      </div>
    </li>
  );
}

/** Where a sent message is: on its way (a clock), sent (one tick) or seen (two ticks, in the primary colour). */
function DeliveryMark({ message }: { message: ChatMessageView }) {
  const t = useMessages(chatMessages);
  const { token } = theme.useToken();
  if (message.draftId) {
    return (
      <span role="img" aria-label={t('chat.message.sending')} title={t('chat.message.sending')}>
        <ClockCircleOutlined aria-hidden />
      </span>
    );
  }
  const label = message.isSeen ? t('chat.message.seen') : t('chat.message.sent');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      style={{ display: 'inline-flex', color: message.isSeen ? token.colorPrimaryText : undefined }}
    >
      <CheckOutlined aria-hidden />
      {message.isSeen && <CheckOutlined aria-hidden style={{ marginInlineStart: -6 }} />}
    </span>
  );
}
