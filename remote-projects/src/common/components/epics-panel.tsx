import type { Epic } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, Button, Card, Empty, Flex, Progress, Tag, theme, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useEpics } from '../api/get-epics';
import { formatDay } from '../utils/format';
import { projectsMessages } from '../../messages/messages';
import { useCreateEpic } from '../api/create-epic';
import { useUpdateEpic } from '../api/update-epic';
import { EpicActions } from './epic-actions';
import { EpicFormModal } from './epic-form-modal';

/**
 * A project's epics (issue #49): by rank, each with its progress (items and hours done), its target date
 * (an open epic past it is marked overdue) and, for the project's managers, edit and delete.
 */
export function EpicsPanel({ projectId }: { projectId: string }) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const epics = useEpics(projectId);
  const create = useCreateEpic(projectId);
  const update = useUpdateEpic();
  const [editing, setEditing] = useState<Epic | 'new' | null>(null);
  const canManage = epics.data?.canManage ?? false;
  return (
    <Card
      size="small"
      title={<span id="epics-title">{t('structure.epics')}</span>}
      extra={
        canManage && (
          <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('structure.newEpic')}
          </Button>
        )
      }
    >
      {epics.error && !epics.data ? (
        <QueryErrorState query={epics} />
      ) : !epics.data?.items.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('structure.noEpics')} />
      ) : (
        <ul aria-labelledby="epics-title" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {epics.data.items.map((epic) => (
            <li key={epic._id} style={{ paddingBlock: 8, borderBottom: `1px solid ${token.colorSplit}` }}>
              <Flex gap={8} align="flex-start">
                <EpicRow epic={epic} />
                {canManage && <EpicActions epic={epic} onEdit={() => setEditing(epic)} />}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <EpicFormModal
        epic={editing}
        onClose={() => setEditing(null)}
        onSave={async (body) => {
          const saved =
            editing === 'new' || !editing
              ? await create.mutateAsync(body)
              : await update.mutateAsync({ id: editing._id, body });
          void message.success(t('structure.epicSaved', { name: saved.name }));
        }}
      />
    </Card>
  );
}

function EpicRow({ epic }: { epic: Epic }) {
  const t = useMessages(projectsMessages);
  const { items, itemsDone, hours, hoursDone } = epic.progress;
  const percent = items ? Math.round((100 * itemsDone) / items) : 0;
  return (
    <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
      <Flex gap={8} align="center" wrap>
        <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: epic.colour, flex: 'none' }} />
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {epic.name}
        </Typography.Text>
        <Tag color={epic.status === 'done' ? 'success' : 'default'}>
          {t(`structure.epicStatus.${epic.status}` as const)}
        </Tag>
        {epic.overdue && <Tag color="error">{t('structure.epicOverdue')}</Tag>}
      </Flex>
      <Progress
        percent={percent}
        size="small"
        strokeColor={epic.colour}
        aria-label={t('structure.epicProgress', { itemsDone, items, hoursDone, hours })}
      />
      <Flex gap={12} wrap>
        <Typography.Text type="secondary">
          {t('structure.epicProgress', { itemsDone, items, hoursDone, hours })}
        </Typography.Text>
        <Typography.Text type={epic.overdue ? 'danger' : 'secondary'}>
          {epic.targetDate ? formatDay(epic.targetDate) : t('structure.epicNoTarget')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
