import type { Project } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import { useDeleteProject } from '../api/delete-project';

/** Deletes a project and says so, or why the server refused. */
export function useDeleteProjectWithToast() {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const remove = useDeleteProject();
  return async (project: Project) => {
    try {
      await remove.mutateAsync(project);
      void message.success(t('projects.deleted', { name: project.name }));
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
}
