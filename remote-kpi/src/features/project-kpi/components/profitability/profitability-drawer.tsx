import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import type { Profitability, ProfitabilityBody } from '@timely/contract';
import { Form, Input } from 'antd';
import { DatePicker, InputNumber } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import { formatDay } from '../../../../common/utils/format';
import { percentRules, profitRules } from '../../../../common/utils/kpi-form-rules';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordFormDrawer } from '../record-form-drawer';
import { kpiMessages } from '../../../../messages/messages';

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
  const t = useMessages(kpiMessages);
  const name = record
    ? t('profitability.nameOf', { date: formatDay(record.asOn), project: project.name })
    : t('profitability.name', { project: project.name });
  const required = (requiredMessage: string) => [{ required: true, message: requiredMessage }, ...profitRules(t)];
  return (
    <RecordFormDrawer<Values>
      open={open}
      record={record}
      name={name}
      form={form}
      initialValues={{
        asOn: fromDay(record?.asOn) ?? undefined,
        completionPercent: record?.completionPercent,
        currentProfitPercent: record?.currentProfitPercent,
        targetProfitPercent: record?.targetProfitPercent,
        note: record?.note ?? '',
      }}
      onSubmit={(values) => onSave(record?._id, { ...values, note: values.note ?? '', asOn: toDay(values.asOn)! })}
      onClose={onClose}
    >
      <Form.Item
        label={t('profitability.asOn')}
        name="asOn"
        rules={[{ required: true, message: t('rules.chooseDate') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label={t('profitability.completion')}
        name="completionPercent"
        rules={percentRules(t, t('profitability.completionRequired'))}
      >
        <InputNumber style={{ width: '100%' }} min={0} max={100} />
      </Form.Item>
      <Form.Item
        label={t('profitability.currentProfit')}
        name="currentProfitPercent"
        rules={required(t('profitability.currentProfitRequired'))}
      >
        <InputNumber style={{ width: '100%' }} step={0.5} />
      </Form.Item>
      <Form.Item
        label={t('form.targetProfitPercent')}
        name="targetProfitPercent"
        rules={required(t('profitability.targetProfitRequired'))}
      >
        <InputNumber style={{ width: '100%' }} step={0.5} />
      </Form.Item>
      <Form.Item
        label={t('record.note')}
        name="note"
        rules={[{ max: 500, message: t('rules.atMostCharacters', { max: 500 }) }]}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </RecordFormDrawer>
  );
}
