import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, PageHeader, useMessages, useScreen, useUrlParams } from '@timely/shared-ui';
import { Flex, Skeleton, theme } from 'antd';
import { useState } from 'react';
import { ChatList } from './chat-list';
import { ChatThread } from './chat-thread';
import { useChats } from '../api/get-chats';
import { useMarkSeenOnOpen } from '../hooks/use-mark-seen-on-open';
import { chatMessages } from '../messages/messages';
import { entryOf } from '../utils/chat-list';

/** /chat: conversations with the demo contacts; the open one is in the URL (`?contact=3`). */
export function ChatScreen() {
  const t = useMessages(chatMessages);
  const { token } = theme.useToken();
  const wide = useScreen('md');
  const chats = useChats();
  const params = useUrlParams<'contact'>();
  const selectedId = Number(params.get('contact')) || undefined;
  const contact = chats.data?.contacts.find((candidate) => candidate.uid === selectedId);
  const entry = chats.data && contact ? entryOf(chats.data, contact) : undefined;
  useMarkSeenOnOpen(entry);
  const [leftId, setLeftId] = useState<number>();

  const frame = {
    height: 'max(420px, calc(100dvh - 220px))',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
    overflow: 'hidden',
  };

  let body;
  if (chats.isPending) {
    body = (
      <div role="status" aria-label={t('chat.loading')} style={{ ...frame, padding: 16 }}>
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </div>
    );
  } else if (chats.isError) {
    body = <QueryErrorState query={chats} />;
  } else {
    const open = (contactId: number) => params.set({ contact: contactId });
    const list = (
      <ChatList view={chats.data} selectedId={entry ? selectedId : undefined} onSelect={open} focusId={leftId} />
    );
    const back = () => {
      setLeftId(selectedId);
      params.set({ contact: '' });
    };
    const thread = entry ? (
      <ChatThread key={entry.contact.uid} entry={entry} onBack={wide ? undefined : back} />
    ) : (
      <Flex vertical justify="center" style={{ height: '100%' }}>
        <EmptyState
          description={
            <>
              <strong>{t('chat.empty.startTitle')}</strong>
              <br />
              {selectedId !== undefined ? t('chat.thread.unknown') : t('chat.empty.startText')}
            </>
          }
        />
      </Flex>
    );
    body = wide ? (
      <Flex style={frame}>
        <div style={{ width: 320, flex: 'none', borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
          {list}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>{thread}</div>
      </Flex>
    ) : (
      <div style={frame}>{entry ? thread : list}</div>
    );
  }

  return (
    <div>
      <PageHeader title={t('chat.title')} />
      {body}
    </div>
  );
}
