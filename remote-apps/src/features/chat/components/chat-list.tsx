import { PushpinFilled, SearchOutlined } from '@ant-design/icons';
import { useLanguage, useMessages, EmptyState } from '@timely/shared-ui';
import { Badge, Flex, Input, theme, Typography } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { ContactAvatar } from './contact-avatar';
import { chatMessages } from '../messages/messages';
import type { ChatsView } from '../utils/chat-cache';
import { chatSections, type ChatEntry } from '../utils/chat-list';
import { formatListTime } from '../utils/chat-time';

type ChatListProps = {
  view: ChatsView;
  selectedId: number | undefined;
  onSelect: (contactId: number) => void;
  /** The entry that takes the focus when the list appears (on a phone, the chat just left). */
  focusId?: number;
};

/** The left pane: a search box, then the pinned chats, the other chats and the contacts without a thread. */
export function ChatList({ view, selectedId, onSelect, focusId }: ChatListProps) {
  const t = useMessages(chatMessages);
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusId !== undefined) nav.current?.querySelector<HTMLElement>(`[data-contact="${focusId}"]`)?.focus();
    // only when the list appears
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const language = useLanguage();
  const [search, setSearch] = useState('');
  const sections = chatSections(view, search, language);
  const shown = sections.pinned.length + sections.chats.length + sections.contacts.length;
  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <div style={{ padding: 12 }}>
        <Input
          type="search"
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-label={t('chat.search.label')}
          placeholder={t('chat.search.placeholder')}
        />
      </div>
      <nav
        ref={nav}
        aria-label={t('chat.list.label')}
        style={{ overflowY: 'auto', flex: 1, minHeight: 0, paddingBlockEnd: 8 }}
      >
        {view.contacts.length === 0 ? (
          <EmptyState description={t('chat.empty.noContacts')} />
        ) : shown === 0 ? (
          <EmptyState description={t('chat.empty.noMatch', { search: search.trim() })} />
        ) : (
          <>
            <ChatSection title={t('chat.section.pinned')} entries={sections.pinned} {...{ selectedId, onSelect }} />
            <ChatSection title={t('chat.section.chats')} entries={sections.chats} {...{ selectedId, onSelect }} />
            <ChatSection title={t('chat.section.contacts')} entries={sections.contacts} {...{ selectedId, onSelect }} />
          </>
        )}
      </nav>
    </Flex>
  );
}

type SectionProps = Omit<ChatListProps, 'view' | 'focusId'> & { title: string; entries: ChatEntry[] };

function ChatSection({ title, entries, selectedId, onSelect }: SectionProps) {
  const headingId = useId();
  const { token } = theme.useToken();
  if (!entries.length) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title
        level={4}
        id={headingId}
        style={{
          fontSize: token.fontSizeSM,
          textTransform: 'uppercase',
          letterSpacing: 0.5,
          color: token.colorTextSecondary,
          margin: '8px 16px 4px',
        }}
      >
        {title}
      </Typography.Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {entries.map((entry) => (
          <li key={entry.contact.uid}>
            <ChatListItem entry={entry} selected={entry.contact.uid === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChatListItem({
  entry,
  selected,
  onSelect,
}: {
  entry: ChatEntry;
  selected: boolean;
  onSelect: (contactId: number) => void;
}) {
  const t = useMessages(chatMessages);
  const { token } = theme.useToken();
  const { contact, thread, last, unread } = entry;
  const lastLine = last ? (last.isSent ? t('chat.list.youWrote', { text: last.textContent }) : last.textContent) : '';
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      data-testid={`chat-entry-${contact.uid}`}
      data-contact={contact.uid}
      onClick={() => onSelect(contact.uid)}
      style={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        width: '100%',
        padding: '8px 16px',
        border: 0,
        borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
        background: selected ? token.controlItemBgActive : 'transparent',
        color: token.colorText,
        font: 'inherit',
        textAlign: 'start',
        cursor: 'pointer',
      }}
    >
      <ContactAvatar contact={contact} />
      <span style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" gap={8} align="baseline">
          <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
            <span translate="no">{contact.displayName}</span>
          </Typography.Text>
          {last && (
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, flex: 'none' }}>
              {formatListTime(last.time)}
            </Typography.Text>
          )}
        </Flex>
        <Flex justify="space-between" gap={8} align="center">
          <Typography.Text type="secondary" ellipsis style={{ minWidth: 0, fontSize: token.fontSizeSM }}>
            {/* what people wrote stays as written: translate="no" tells translators (and the language check) so */}
            {thread ? (
              lastLine ? (
                <span translate="no">{lastLine}</span>
              ) : (
                t('chat.list.noMessages')
              )
            ) : (
              <span translate="no">{contact.about}</span>
            )}
          </Typography.Text>
          {thread?.isPinned && <PushpinFilled aria-hidden style={{ color: token.colorTextTertiary, flex: 'none' }} />}
          {unread > 0 && (
            <>
              <span aria-hidden style={{ flex: 'none', lineHeight: 0 }}>
                <Badge count={unread} color={token.colorPrimary} />
              </span>
              <span className="timely-visually-hidden">{t('chat.list.unread', { count: unread })}</span>
            </>
          )}
        </Flex>
      </span>
    </button>
  );
}
