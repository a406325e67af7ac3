import type { TaskWatcher, WatchReason } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Avatar, Flex, Typography } from 'antd';
import { projectsMessages } from '../../../messages/messages';

type TaskWatchersProps = { watchers: TaskWatcher[] };

/** Who is told of the task's changes, and why each of them watches it. */
export function TaskWatchers({ watchers }: TaskWatchersProps) {
  const t = useMessages(projectsMessages);
  if (!watchers.length) return <Typography.Text type="secondary">{t('watchers.none')}</Typography.Text>;
  return (
    <Flex vertical gap={8} role="list" aria-label={t('watchers.listLabel')}>
      {watchers.map((watcher) => (
        <Flex key={watcher._id} gap={8} align="center" wrap role="listitem">
          <Avatar size="small" src={watcher.profilePic ?? undefined} alt="">
            {watcher.name.slice(0, 1)}
          </Avatar>
          <span>{watcher.name}</span>
          <Typography.Text type="secondary">{t(reasonKey(watcher.reason))}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

function reasonKey(reason: WatchReason) {
  return `watchers.reason.${reason}` as const;
}
