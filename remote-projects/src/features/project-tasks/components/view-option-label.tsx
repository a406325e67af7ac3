import type { SavedView } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Flex, Tag, Typography } from 'antd';
import { projectTasksMessages } from '../messages/messages';

/** A saved view in the chooser: its name, shared or private, and whose when not the caller's. */
export function ViewOptionLabel({ view }: { view: SavedView }) {
  const t = useMessages(projectTasksMessages);
  return (
    <Flex gap={6} align="center" wrap={false}>
      <Typography.Text ellipsis style={{ maxWidth: 220 }}>
        {view.name}
      </Typography.Text>
      <Tag variant="filled" color={view.shared ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
        {view.shared ? t('views.sharedTag') : t('views.privateTag')}
      </Tag>
      {!view.mine && <Typography.Text type="secondary">{t('views.by', { name: view.owner.name })}</Typography.Text>}
    </Flex>
  );
}
