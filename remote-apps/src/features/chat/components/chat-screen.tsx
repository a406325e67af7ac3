import { PageHeader, useMessages } from '@timely/shared-ui';
import { chatMessages } from '../messages/messages';

/** The chat app: contacts and threads. (placeholder until the app lands: its name as the page's heading) */
export function ChatScreen() {
  const t = useMessages(chatMessages);
  return <PageHeader title={t('chat.title')} />;
}
