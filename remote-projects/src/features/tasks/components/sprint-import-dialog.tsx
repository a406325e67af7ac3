import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useApiDownload } from '@timely/shared-auth/downloads';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import { useImportTasks } from '../api/import-tasks';
import { previewTaskImport } from '../api/preview-task-import';
import { ImportTasksModal } from './import-tasks-modal';

type SprintImportDialogProps = { sprintId: string; open: boolean; onClose: () => void };

/** A sprint plan imported into the sprint, previewed first; the sample file to start from. */
export function SprintImportDialog({ sprintId, open, onClose }: SprintImportDialogProps) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const client = useApiClient();
  const download = useApiDownload();
  const runImport = useImportTasks(sprintId);
  return (
    <ImportTasksModal
      open={open}
      onClose={onClose}
      onPreview={(file) => previewTaskImport(client, sprintId, file)}
      onImport={async (file) => {
        const result = await runImport.mutateAsync(file);
        void message.success(t('tasks.toast.imported', { count: result.created }));
        return result;
      }}
      onDownloadSample={async () =>
        void (await download(apiPaths.sprints.tasksImportSample(sprintId), {}, 'sprint-plan-sample.csv'))
      }
    />
  );
}
