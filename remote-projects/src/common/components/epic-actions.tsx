import type { Epic } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Popconfirm } from '@timely/shared-ui/antd-more';
import { App, Button, Flex } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useDeleteEpic } from '../api/delete-epic';
import { projectsMessages } from '../../messages/messages';

/** A manager's edit and delete (after a confirmation) of one epic. */
export function EpicActions({ epic, onEdit }: { epic: Epic; onEdit: () => void }) {
  const t = useMessages(projectsMessages);
  const errorText = useErrorText();
  const { message } = App.useApp();
  const remove = useDeleteEpic();
  return (
    <Flex gap={0}>
      <Button
        type="text"
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('structure.editEpic', { name: epic.name })}
        onClick={onEdit}
      />
      <Popconfirm
        title={t('structure.deleteEpicConfirm', { name: epic.name })}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(epic._id);
            void message.success(t('structure.epicDeleted', { name: epic.name }));
          } catch (caught) {
            void message.error(errorText(caught));
          }
        }}
      >
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('structure.deleteEpic', { name: epic.name })}
        />
      </Popconfirm>
    </Flex>
  );
}
