import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { MILESTONE_STATUS_VALUES, type Milestone, type MilestoneBody } from '@timely/contract';
import { Form, Input } from 'antd';
import { DatePicker, InputNumber, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordFormDrawer } from '../record-form-drawer';
import { kpiMessages } from '../../../../messages/messages';

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
  const t = useMessages(kpiMessages);
  const status = Form.useWatch('status', form);
  const name = record
    ? t('milestone.nameOf', { name: record.name, project: project.name })
    : t('milestone.name', { project: project.name });
  return (
    <RecordFormDrawer<Values>
      open={open}
      record={record}
      name={name}
      form={form}
      initialValues={valuesOf(record)}
      onSubmit={(values) => onSave(record?._id, bodyOf(values))}
      onClose={onClose}
    >
      <Form.Item
        label={t('milestone.column')}
        name="name"
        rules={[
          { required: true, whitespace: true, message: t('milestone.required') },
          { max: 120, message: t('rules.atMostCharacters', { max: 120 }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label={t('record.amountIn', { currency: project.currency })}
        name="amount"
        rules={[
          { required: true, message: t('record.amountRequired') },
          { type: 'number', min: 0, message: t('rules.zeroOrMore') },
        ]}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item
        label={t('leave.column.status')}
        name="status"
        rules={[{ required: true, message: t('record.statusRequired') }]}
      >
        <Select options={MILESTONE_STATUS_VALUES.map((value) => ({ value, label: t(`milestone.status.${value}`) }))} />
      </Form.Item>
      <Form.Item
        label={t('milestone.plannedRaiseDate')}
        name="plannedRaiseDate"
        rules={[{ required: true, message: t('milestone.plannedRaiseRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label={t('milestone.actualRaiseDate')}
        name="actualRaiseDate"
        rules={[{ required: status === 'raised' || status === 'paid', message: t('milestone.actualRaiseRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label={t('milestone.paidOn')}
        name="paidOn"
        rules={[{ required: status === 'paid', message: t('milestone.paidOnRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
    </RecordFormDrawer>
  );
}

/** The form's starting values: the record's, or a new one's. */
function valuesOf(record: Milestone | null): Partial<Values> {
  return {
    name: record?.name,
    amount: record?.amount,
    plannedRaiseDate: fromDay(record?.plannedRaiseDate) ?? undefined,
    actualRaiseDate: fromDay(record?.actualRaiseDate),
    paidOn: fromDay(record?.paidOn),
    status: record?.status ?? 'planned',
  };
}

/** The form's values as the server takes them. */
function bodyOf(values: Values): MilestoneBody {
  return {
    name: values.name,
    amount: values.amount,
    plannedRaiseDate: toDay(values.plannedRaiseDate)!,
    actualRaiseDate: toDay(values.actualRaiseDate),
    paidOn: toDay(values.paidOn),
    status: values.status,
  };
}
