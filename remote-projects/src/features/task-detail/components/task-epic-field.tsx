import type { Epic, Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import { Select } from '@timely/shared-ui/antd-more';
import { projectsMessages } from '../../../messages/messages';

type TaskEpicFieldProps = {
  task: Pick<Task, 'epicId' | 'parentId' | 'canEdit'>;
  epics: Epic[];
  onChange: (epicId: string | null) => Promise<unknown>;
};

/** The task's epic (issue #49): managers choose it; a subtask has its parent's. */
export function TaskEpicField({ task, epics, onChange }: TaskEpicFieldProps) {
  const t = useMessages(projectsMessages);
  const fixed = !task.canEdit || task.parentId !== null;
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">{t('structure.epic')}</Typography.Text>
      <Select
        aria-label={t('structure.epic')}
        value={task.epicId ?? ''}
        disabled={fixed}
        onChange={(value: string) => void onChange(value === '' ? null : value)}
        options={[
          { value: '', label: t('structure.noEpic'), colour: '' },
          ...epics
            .filter((epic) => epic.status === 'open' || epic._id === task.epicId)
            .map((epic) => ({ value: epic._id, label: epic.name, colour: epic.colour })),
        ]}
        optionRender={(option) => (
          <Flex gap={6} align="center">
            {option.data.colour && (
              <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: option.data.colour }} />
            )}
            {option.label}
          </Flex>
        )}
      />
      {task.parentId && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('structure.epicOfParent')}
        </Typography.Text>
      )}
    </Flex>
  );
}
