import { SAVED_VIEW_NAME_MAX } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { projectTasksMessages } from '../messages/messages';

export type ViewNameValues = { name: string; shared: boolean };

type ViewNameModalProps = {
  /** `create` asks for the name and whether to share; `rename` for the name only; null while closed. */
  mode: 'create' | 'rename' | null;
  initial?: ViewNameValues;
  onClose: () => void;
  onSave: (values: ViewNameValues) => Promise<unknown>;
};

/** "Save as view…" and "Rename…": a view's name (and, new, whether the project shares it). */
export function ViewNameModal({ mode, initial, onClose, onSave }: ViewNameModalProps) {
  const t = useMessages(projectTasksMessages);
  const [form] = Form.useForm<ViewNameValues>();
  const { submit, saving, error, reset } = useServerForm(
    form,
    (values: ViewNameValues) => onSave({ name: values.name.trim(), shared: Boolean(values.shared) }),
    onClose,
  );
  useEffect(() => {
    if (!mode) return;
    reset();
    form.setFieldsValue(initial ?? { name: '', shared: false });
  }, [mode, initial, form, reset]);
  return (
    <Modal
      open={mode !== null}
      title={mode === 'rename' ? t('views.renameTitle') : t('views.createTitle')}
      okText={t('views.save')}
      cancelText={t('views.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label={t('views.name')}
          rules={[{ required: true, whitespace: true, message: t('views.nameRequired') }]}
        >
          <Input maxLength={SAVED_VIEW_NAME_MAX} showCount autoFocus />
        </Form.Item>
        {mode === 'create' && (
          <Form.Item name="shared" valuePropName="checked" extra={t('views.sharedHelp')}>
            <Checkbox>{t('views.sharedField')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
