import { PageHeader, useMessages } from '@timely/shared-ui';
import { usersMessages } from '../messages/messages';

/** The users list. (placeholder until the app lands: its name as the page's heading) */
export function UserListScreen() {
  const t = useMessages(usersMessages);
  return <PageHeader title={t('users.title')} />;
}
