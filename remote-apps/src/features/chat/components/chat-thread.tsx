import { Flex, theme } from 'antd';
import { useState } from 'react';
import { ChatThreadHeader } from './chat-thread-header';
import { ContactAbout } from './contact-about';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';
import { useSendMessage } from '../api/send-message';
import type { ChatEntry } from '../utils/chat-list';

type ChatThreadProps = {
  entry: ChatEntry;
  /** On a phone the list and the thread are two steps: this goes back to the list. */
  onBack?: () => void;
};

/** One conversation: its header (pin, about), the messages as a live log, newest at the bottom, and the composer. */
export function ChatThread({ entry, onBack }: ChatThreadProps) {
  const { token } = theme.useToken();
  const { contact } = entry;
  const [aboutOpen, setAboutOpen] = useState(false);
  const sendMessage = useSendMessage();

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <ChatThreadHeader entry={entry} onBack={onBack} onAbout={() => setAboutOpen(true)} />
      <MessageLog entry={entry} stepped={onBack !== undefined} />
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
