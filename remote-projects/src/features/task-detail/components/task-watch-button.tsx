import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, Button } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import { useWatchTask } from '../api/watch-task';

type TaskWatchButtonProps = { taskId: string; title: string; watching: boolean; watcherCount: number };

/** Watch or stop watching the task, with how many watch it. */
export function TaskWatchButton({ taskId, title, watching, watcherCount }: TaskWatchButtonProps) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const watch = useWatchTask();
  const onWatch = async () => {
    try {
      await watch.mutateAsync({ id: taskId, watching: !watching });
      void message.success(t(watching ? 'watchers.unwatched' : 'watchers.watched', { title }));
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  return (
    <Button
      icon={watching ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
      aria-pressed={watching}
      loading={watch.isPending}
      onClick={() => void onWatch()}
    >
      {`${t(watching ? 'watchers.unwatch' : 'watchers.watch')} · ${watcherCount}`}
    </Button>
  );
}
