import { App, Button, Space } from 'antd';
import { ClickPopconfirm } from '@timely/shared-ui';

type RecordActionsProps = {
  /** How the record is named to the user: “Milestone “Beta launch””. */
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
};

/** Edit and delete for one row; delete asks first, naming the record it removes. */
export function RecordActions({ name, onEdit, onDelete }: RecordActionsProps) {
  const { message } = App.useApp();
  const remove = async () => {
    try {
      await onDelete();
      message.success(`Deleted ${name}`);
    } catch (error) {
      message.error(error instanceof Error ? error.message : `Could not delete ${name}`);
    }
  };
  return (
    <Space size={4}>
      <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <ClickPopconfirm title={`Delete ${name}?`} okText="Delete" okButtonProps={{ danger: true }} onConfirm={remove}>
        <Button size="small" danger aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </ClickPopconfirm>
    </Space>
  );
}
