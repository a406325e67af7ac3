import { EPIC_COLOURS, type CreateEpicBody, type Epic } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker, Radio, Select } from '@timely/shared-ui/antd-more';
import { Alert, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { projectsMessages } from '../../messages/messages';

type FormValues = {
  name: string;
  description?: string;
  colour: string;
  targetDate?: Dayjs | null;
  status: Epic['status'];
};

type EpicFormModalProps = {
  /** The epic being edited, `'new'` for a new one, null while closed. */
  epic: Epic | 'new' | null;
  onClose: () => void;
  onSave: (body: CreateEpicBody) => Promise<unknown>;
};

/** Create or edit an epic (issue #49): name, description, colour, target date and status. */
export function EpicFormModal({ epic, onClose, onSave }: EpicFormModalProps) {
  const t = useMessages(projectsMessages);
  const [form] = Form.useForm<FormValues>();
  const { submit, saving, error, reset } = useServerForm(
    form,
    (values: FormValues) =>
      onSave({
        name: values.name.trim(),
        description: values.description?.trim() ?? '',
        colour: values.colour,
        targetDate: values.targetDate ? values.targetDate.format('YYYY-MM-DD') : null,
        status: values.status,
      }),
    onClose,
  );
  useEffect(() => {
    reset();
    if (epic === 'new')
      form.setFieldsValue({ name: '', description: '', colour: EPIC_COLOURS[0], targetDate: null, status: 'open' });
    else if (epic)
      form.setFieldsValue({
        name: epic.name,
        description: epic.description,
        colour: epic.colour,
        targetDate: epic.targetDate ? dayjs(epic.targetDate) : null,
        status: epic.status,
      });
  }, [epic, form, reset]);
  return (
    <Modal
      open={epic !== null}
      title={epic === 'new' || !epic ? t('structure.newEpic') : t('structure.editEpic', { name: epic.name })}
      okText={t('structure.save')}
      cancelText={t('structure.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label={t('structure.epicName')}
          rules={[{ required: true, whitespace: true, message: t('structure.epicName') }]}
        >
          <Input maxLength={80} showCount />
        </Form.Item>
        <Form.Item name="description" label={t('structure.epicDescription')}>
          <Input.TextArea maxLength={2000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item name="colour" label={t('structure.epicColour')}>
          <Select
            options={EPIC_COLOURS.map((colour) => ({
              value: colour,
              label: (
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                  <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: colour }} />
                  {colour}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item name="targetDate" label={t('structure.epicTarget')}>
          <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
        </Form.Item>
        <Form.Item name="status" label={t('structure.epicStatus')}>
          <Radio.Group
            options={[
              { value: 'open', label: t('structure.epicStatus.open') },
              { value: 'done', label: t('structure.epicStatus.done') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
