import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import { MILESTONE_STATUS_VALUES, type Milestone, type MilestoneBody } from '@timely/contract';
import { App, Form, Input } from 'antd';
import { DatePicker, InputNumber, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import type { KpiProjectRef } from '../../project-kpi.types';

type MilestoneDrawerProps = {
  open: boolean;
  record: Milestone | null;
  project: KpiProjectRef;
  onClose: () => void;
  onSave: (id: string | undefined, body: MilestoneBody) => Promise<unknown>;
};
type Values = {
  name: string;
  amount: number;
  plannedRaiseDate: Dayjs;
  actualRaiseDate: Dayjs | null;
  paidOn: Dayjs | null;
  status: Milestone['status'];
};

export function MilestoneDrawer({ open, record, project, onClose, onSave }: MilestoneDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const status = Form.useWatch('status', form);
  const name = record ? `milestone “${record.name}” · ${project.name}` : `milestone · ${project.name}`;
  return (
    <FormDrawer<Values>
      open={open}
      title={record ? `Editing ${name}` : `New ${name}`}
      form={form}
      initialValues={{
        name: record?.name,
        amount: record?.amount,
        plannedRaiseDate: fromDay(record?.plannedRaiseDate) ?? undefined,
        actualRaiseDate: fromDay(record?.actualRaiseDate),
        paidOn: fromDay(record?.paidOn),
        status: record?.status ?? 'planned',
      }}
      onSubmit={async (values) => {
        await onSave(record?._id, {
          name: values.name,
          amount: values.amount,
          plannedRaiseDate: toDay(values.plannedRaiseDate)!,
          actualRaiseDate: toDay(values.actualRaiseDate),
          paidOn: toDay(values.paidOn),
          status: values.status,
        });
        message.success(`Saved ${name}`);
      }}
      onClose={onClose}
    >
      <Form.Item
        label="Milestone"
        name="name"
        rules={[
          { required: true, whitespace: true, message: 'Enter the milestone' },
          { max: 120, message: 'Use at most 120 characters' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label={`Amount (${project.currency})`}
        name="amount"
        rules={[
          { required: true, message: 'Enter the amount' },
          { type: 'number', min: 0, message: 'Must be 0 or more' },
        ]}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item label="Status" name="status" rules={[{ required: true, message: 'Choose a status' }]}>
        <Select options={MILESTONE_STATUS_VALUES.map((value) => ({ value, label: value }))} />
      </Form.Item>
      <Form.Item
        label="Planned raise date"
        name="plannedRaiseDate"
        rules={[{ required: true, message: 'Choose the planned raise date' }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label="Actual raise date"
        name="actualRaiseDate"
        rules={[{ required: status === 'raised' || status === 'paid', message: 'Required once the invoice is raised' }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label="Paid on"
        name="paidOn"
        rules={[{ required: status === 'paid', message: 'Required for a paid milestone' }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
    </FormDrawer>
  );
}
