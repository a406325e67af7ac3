import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  InfoCircleOutlined,
  PushpinFilled,
  PushpinOutlined,
} from '@ant-design/icons';
import { isRightToLeft, useLanguage, useMessages } from '@timely/shared-ui';
import { Button, Flex, theme, Tooltip, Typography } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ContactAbout } from './contact-about';
import { ContactAvatar, useStatusText } from './contact-avatar';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { useSendMessage } from '../api/send-message';
import { useSetPinned } from '../api/set-pinned';
import { chatMessages } from '../messages/messages';
import type { ChatEntry } from '../utils/chat-list';
import { dayKey, formatMessageDay } from '../utils/chat-time';

type ChatThreadProps = {
  entry: ChatEntry;
  /** On a phone the list and the thread are two steps: this goes back to the list. */
  onBack?: () => void;
};

/** One conversation: its header (pin, about), the messages as a live log, newest at the bottom, and the composer. */
export function ChatThread({ entry, onBack }: ChatThreadProps) {
  const t = useMessages(chatMessages);
  const { token } = theme.useToken();
  const rightToLeft = isRightToLeft(useLanguage());
  const statusText = useStatusText();
  const { contact, thread } = entry;
  const messages = thread?.msg ?? [];
  const [aboutOpen, setAboutOpen] = useState(false);
  const sendMessage = useSendMessage();
  const setPinned = useSetPinned();
  const log = useRef<HTMLDivElement>(null);

  // on a phone the list has gone: the conversation takes the focus, so a screen reader names it
  const stepped = onBack !== undefined;
  useEffect(() => {
    if (stepped) log.current?.focus();
  }, [stepped]);

  // the newest message in view: on opening the thread and whenever one is added
  useLayoutEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [contact.uid, messages.length]);

  const pinned = thread?.isPinned ?? false;
  const pinLabel = pinned ? t('chat.pin.unpin') : t('chat.pin.pin');
  const aboutLabel = t('chat.about.open', { name: contact.displayName });

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
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
          <Button
            type="text"
            icon={<InfoCircleOutlined aria-hidden />}
            aria-label={aboutLabel}
            onClick={() => setAboutOpen(true)}
          />
        </Tooltip>
      </Flex>
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t('chat.thread.label', { name: contact.displayName })}
        // a scrolling region holds no control: it takes focus itself so the keyboard can scroll it (WCAG 2.1.1)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 16, background: token.colorBgLayout }}
      >
        {messages.length === 0 && (
          <Flex justify="center" align="center" style={{ height: '100%' }}>
            <Typography.Text type="secondary">{t('chat.thread.empty', { name: contact.displayName })}</Typography.Text>
          </Flex>
        )}
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {messages.map((message, index) => {
            const day = dayKey(message.time);
            const newDay = index === 0 || day !== dayKey(messages[index - 1]!.time);
            return (
              <Fragment key={index}>
                {newDay && (
                  <li style={{ textAlign: 'center', fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
                    {formatMessageDay(message.time)}
                  </li>
                )}
                <MessageBubble message={message} name={contact.displayName} />
              </Fragment>
            );
          })}
        </ol>
      </div>
      <div style={{ padding: 12, borderBlockStart: `1px solid ${token.colorBorderSecondary}` }}>
        <MessageComposer
          name={contact.displayName}
          onSend={(text, onRefused) => sendMessage.mutate({ contactId: contact.uid, text }, { onError: onRefused })}
        />
      </div>
      <ContactAbout contact={contact} open={aboutOpen} onClose={() => setAboutOpen(false)} />
    </Flex>
  );
}
