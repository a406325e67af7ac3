import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import { CHANGE_REQUEST_STATUS_VALUES, type ChangeRequest, type ChangeRequestBody } from '@timely/contract';
import { App, Form, Input } from 'antd';
import { DatePicker, InputNumber, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import type { KpiProjectRef } from '../../project-kpi.types';

type ChangeRequestDrawerProps = {
  open: boolean;
  record: ChangeRequest | null;
  project: KpiProjectRef;
  onClose: () => void;
  onSave: (id: string | undefined, body: ChangeRequestBody) => Promise<unknown>;
};
type Values = { title: string; description: string; amount: number; raisedOn: Dayjs; status: ChangeRequest['status'] };

export function ChangeRequestDrawer({ open, record, project, onClose, onSave }: ChangeRequestDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const name = record ? `change request “${record.title}” · ${project.name}` : `change request · ${project.name}`;
  return (
    <FormDrawer<Values>
      open={open}
      title={record ? `Editing ${name}` : `New ${name}`}
      form={form}
      initialValues={{
        title: record?.title,
        description: record?.description ?? '',
        amount: record?.amount,
        raisedOn: fromDay(record?.raisedOn) ?? undefined,
        status: record?.status ?? 'proposed',
      }}
      onSubmit={async (values) => {
        await onSave(record?._id, {
          ...values,
          description: values.description ?? '',
          raisedOn: toDay(values.raisedOn)!,
        });
        message.success(`Saved ${name}`);
      }}
      onClose={onClose}
    >
      <Form.Item
        label="Title"
        name="title"
        rules={[
          { required: true, whitespace: true, message: 'Enter a title' },
          { max: 120, message: 'Use at most 120 characters' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 2000, message: 'Use at most 2000 characters' }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        label={`Amount (${project.currency})`}
        name="amount"
        rules={[
          { required: true, message: 'Enter the amount' },
          { type: 'number', min: 0, message: 'Must be 0 or more' },
        ]}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={500} />
      </Form.Item>
      <Form.Item label="Raised on" name="raisedOn" rules={[{ required: true, message: 'Choose the date' }]}>
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item label="Status" name="status" rules={[{ required: true, message: 'Choose a status' }]}>
        <Select options={CHANGE_REQUEST_STATUS_VALUES.map((value) => ({ value, label: value }))} />
      </Form.Item>
    </FormDrawer>
  );
}
