import { QueryErrorState } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Card } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import type { useTaskPageData } from '../hooks/use-task-page-data';
import { TaskHistory } from './task-history';

/** What happened to the task, newest first. */
export function TaskHistoryCard({ history }: { history: ReturnType<typeof useTaskPageData>['history'] }) {
  const t = useMessages(projectsMessages);
  return (
    <Card title={t('history.title')}>
      {history.error && !history.data ? (
        <QueryErrorState query={history} />
      ) : (
        <TaskHistory entries={history.data?.items ?? []} />
      )}
    </Card>
  );
}
