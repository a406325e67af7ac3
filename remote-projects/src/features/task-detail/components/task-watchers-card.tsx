import { QueryErrorState } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Card } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import type { useTaskPageData } from '../hooks/use-task-page-data';
import { TaskWatchers } from './task-watchers';

type TaskWatchersCardProps = { watchers: ReturnType<typeof useTaskPageData>['watchers']; watcherCount: number };

/** Who watches the task, with how many. */
export function TaskWatchersCard({ watchers, watcherCount }: TaskWatchersCardProps) {
  const t = useMessages(projectsMessages);
  return (
    <Card title={`${t('watchers.title')} · ${t('watchers.count', { count: watcherCount })}`}>
      {watchers.error && !watchers.data ? (
        <QueryErrorState query={watchers} />
      ) : (
        <TaskWatchers watchers={watchers.data?.items ?? []} />
      )}
    </Card>
  );
}
