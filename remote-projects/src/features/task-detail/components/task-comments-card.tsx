import type { TaskPerson } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, Card } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import { useAddTaskComment } from '../api/add-task-comment';
import { useDeleteTaskComment } from '../api/delete-task-comment';
import { useEditTaskComment } from '../api/edit-task-comment';
import type { useTaskPageData } from '../hooks/use-task-page-data';
import { TaskComments } from './task-comments';

type TaskCommentsCardProps = {
  taskId: string;
  comments: ReturnType<typeof useTaskPageData>['comments'];
  /** Who may be mentioned: the team but the user. */
  team: TaskPerson[];
  canComment: boolean;
};

/** The task's comments with their count: added with mentions, edited and deleted by their authors. */
export function TaskCommentsCard({ taskId, comments, team, canComment }: TaskCommentsCardProps) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const comment = useAddTaskComment(taskId);
  const editComment = useEditTaskComment();
  const removeComment = useDeleteTaskComment();
  return (
    <Card title={comments.data ? t('detail.commentsCount', { count: comments.data.total }) : t('comments.title')}>
      {comments.error && !comments.data ? (
        <QueryErrorState query={comments} />
      ) : (
        <TaskComments
          comments={comments.data?.items ?? []}
          team={team}
          canComment={canComment}
          onAdd={async (body, mentionIds) => {
            await comment.mutateAsync({ body, mentionIds });
            void message.success(
              mentionIds.length
                ? t('detail.commentAddedMentions', { count: mentionIds.length })
                : t('detail.commentAdded'),
            );
          }}
          onEdit={async (id, body, mentionIds) => {
            await editComment.mutateAsync({ id, body: { body, mentionIds } });
            void message.success(t('detail.commentSaved'));
          }}
          onDelete={async (id) => {
            await removeComment.mutateAsync(id);
            void message.success(t('detail.commentDeleted'));
          }}
        />
      )}
    </Card>
  );
}
