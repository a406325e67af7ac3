import { PageHeader, useMessages } from '@timely/shared-ui';
import { usersMessages } from '../messages/messages';

/** The page that edits one user. (placeholder until the app lands: its name as the page's heading) */
export function UserEditScreen() {
  const t = useMessages(usersMessages);
  return <PageHeader title={t('users.title')} />;
}
