import { PageHeader, useMessages } from '@timely/shared-ui';
import { emailMessages } from '../messages/messages';

/** The e-mail app: folders, labels and threads. (placeholder until the app lands: its name as the page's heading) */
export function EmailScreen() {
  const t = useMessages(emailMessages);
  return <PageHeader title={t('email.title')} />;
}
