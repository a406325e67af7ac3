import { PageHeader, useMessages } from '@timely/shared-ui';
import { todoMessages } from '../messages/messages';

/** The to-do app: tasks by filter and tag. (placeholder until the app lands: its name as the page's heading) */
export function TodoScreen() {
  const t = useMessages(todoMessages);
  return <PageHeader title={t('todo.title')} />;
}
