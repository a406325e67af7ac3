import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import type { Profitability, ProfitabilityBody } from '@timely/contract';
import { App, Form, Input } from 'antd';
import { DatePicker, InputNumber } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import { formatDay } from '../../../../common/utils/format';
import { percentRules, profitRules } from '../../../../common/utils/kpi-form-rules';
import type { KpiProjectRef } from '../../project-kpi.types';

type ProfitabilityDrawerProps = {
  open: boolean;
  record: Profitability | null;
  project: KpiProjectRef;
  onClose: () => void;
  onSave: (id: string | undefined, body: ProfitabilityBody) => Promise<unknown>;
};
type Values = {
  asOn: Dayjs;
  completionPercent: number;
  currentProfitPercent: number;
  targetProfitPercent: number;
  note: string;
};

export function ProfitabilityDrawer({ open, record, project, onClose, onSave }: ProfitabilityDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const name = record
    ? `profitability as on ${formatDay(record.asOn)} · ${project.name}`
    : `profitability snapshot · ${project.name}`;
  const required = (what: string) => [{ required: true, message: `Enter the ${what}` }, ...profitRules];
  return (
    <FormDrawer<Values>
      open={open}
      title={record ? `Editing ${name}` : `New ${name}`}
      form={form}
      initialValues={{
        asOn: fromDay(record?.asOn) ?? undefined,
        completionPercent: record?.completionPercent,
        currentProfitPercent: record?.currentProfitPercent,
        targetProfitPercent: record?.targetProfitPercent,
        note: record?.note ?? '',
      }}
      onSubmit={async (values) => {
        await onSave(record?._id, { ...values, note: values.note ?? '', asOn: toDay(values.asOn)! });
        message.success(`Saved ${name}`);
      }}
      onClose={onClose}
    >
      <Form.Item label="As on" name="asOn" rules={[{ required: true, message: 'Choose the date' }]}>
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item label="Completion %" name="completionPercent" rules={percentRules('completion')}>
        <InputNumber style={{ width: '100%' }} min={0} max={100} />
      </Form.Item>
      <Form.Item label="Current profit %" name="currentProfitPercent" rules={required('current profit')}>
        <InputNumber style={{ width: '100%' }} step={0.5} />
      </Form.Item>
      <Form.Item label="Target profit %" name="targetProfitPercent" rules={required('target profit')}>
        <InputNumber style={{ width: '100%' }} step={0.5} />
      </Form.Item>
      <Form.Item label="Note" name="note" rules={[{ max: 500, message: 'Use at most 500 characters' }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDrawer>
  );
}
