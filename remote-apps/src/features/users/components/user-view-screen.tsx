import { PageHeader, useMessages } from '@timely/shared-ui';
import { usersMessages } from '../messages/messages';

/** One user's page. (placeholder until the app lands: its name as the page's heading) */
export function UserViewScreen() {
  const t = useMessages(usersMessages);
  return <PageHeader title={t('users.title')} />;
}
