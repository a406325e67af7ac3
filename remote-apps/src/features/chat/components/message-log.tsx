import { useMessages } from '@timely/shared-ui';
import { Flex, theme, Typography } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { MessageBubble } from './message-bubble';
import { chatMessages } from '../messages/messages';
import type { ChatEntry } from '../utils/chat-list';
import { dayKey, formatMessageDay } from '../utils/chat-time';

type Props = {
  entry: ChatEntry;
  /** On a phone, where the list has gone: the log takes the focus. */
  stepped: boolean;
};

/** The messages as a live log, newest at the bottom, each new day headed by its date. */
export function MessageLog({ entry, stepped }: Props) {
  const t = useMessages(chatMessages);
  const { token } = theme.useToken();
  const { contact, thread } = entry;
  const messages = thread?.msg ?? [];
  const log = useRef<HTMLDivElement>(null);

  // on a phone the list has gone: the conversation takes the focus, so a screen reader names it
  useEffect(() => {
    if (stepped) log.current?.focus();
  }, [stepped]);

  // the newest message in view: on opening the thread and whenever one is added
  useLayoutEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [contact.uid, messages.length]);

  return (
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
  );
}
