import { App, Button, Space } from 'antd';
import { ClickPopconfirm, useMessages } from '@timely/shared-ui';
import { kpiMessages } from '../../../messages/messages';

type RecordActionsProps = {
  /** How the record is named to the user, in their language: “milestone “Beta launch””. */
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
};

/** Edit and delete for one row; delete asks first, naming the record it removes. */
export function RecordActions({ name, onEdit, onDelete }: RecordActionsProps) {
  const { message } = App.useApp();
  const t = useMessages(kpiMessages);
  const remove = async () => {
    try {
      await onDelete();
      message.success(t('record.deleted', { name }));
    } catch (error) {
      message.error(error instanceof Error ? error.message : t('record.deleteError', { name }));
    }
  };
  return (
    <Space size={4}>
      <Button size="small" onClick={onEdit} aria-label={t('record.editAria', { name })}>
        {t('common.edit')}
      </Button>
      <ClickPopconfirm
        title={t('record.deleteConfirm', { name })}
        okText={t('record.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={remove}
      >
        <Button size="small" danger aria-label={t('record.deleteAria', { name })}>
          {t('record.delete')}
        </Button>
      </ClickPopconfirm>
    </Space>
  );
}
