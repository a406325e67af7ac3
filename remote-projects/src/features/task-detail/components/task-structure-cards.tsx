import { QueryErrorState, useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, Card } from 'antd';
import { useState } from 'react';
import { projectsMessages } from '../../../messages/messages';
import { useAddSubtask } from '../api/add-subtask';
import { useAddTaskRelation } from '../api/add-task-relation';
import { useRemoveTaskRelation } from '../api/remove-task-relation';
import { useProjectTaskSearch } from '../api/search-project-tasks';
import type { useTaskPageData } from '../hooks/use-task-page-data';
import { TaskLinks } from './task-links';
import { TaskSubtasks } from './task-subtasks';

type TaskStructureCardsProps = {
  taskId: string;
  projectId: string;
  structure: ReturnType<typeof useTaskPageData>['structure'];
};

/** The task's subtasks (a subtask has none) and its links to other tasks of the project, found by search. */
export function TaskStructureCards({ taskId, projectId, structure }: TaskStructureCardsProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const [linkSearch, setLinkSearch] = useState<string | null>(null);
  const found = useProjectTaskSearch(projectId, linkSearch ?? '', linkSearch !== null);
  const addSubtask = useAddSubtask(taskId);
  const addLink = useAddTaskRelation(taskId);
  const removeLink = useRemoveTaskRelation(taskId);
  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  return (
    <>
      {structure.data && !structure.data.parent && (
        <Card title={t('structure.subtasks')}>
          <TaskSubtasks
            structure={structure.data}
            onAdd={async (body) => {
              try {
                const added = await addSubtask.mutateAsync(body);
                void message.success(t('structure.subtaskAdded', { title: added.title }));
              } catch (caught) {
                void message.error(errorText(caught));
              }
            }}
          />
        </Card>
      )}
      {structure.error && !structure.data && <QueryErrorState query={structure} />}
      {structure.data && (
        <Card title={t('structure.links')}>
          <TaskLinks
            taskId={taskId}
            structure={structure.data}
            found={found.data?.items ?? []}
            searching={found.isFetching}
            onSearch={setLinkSearch}
            onAdd={(kind, other) =>
              attempt(() => addLink.mutateAsync({ kind, taskId: other }), t('structure.linkAdded'))
            }
            onRemove={(relationId) => attempt(() => removeLink.mutateAsync(relationId), t('structure.linkRemoved'))}
          />
        </Card>
      )}
    </>
  );
}
