import { FormDrawer } from '@timely/shared-auth';
import type { OrgKpi, OrgKpiMonthBody } from '@timely/contract';
import { App, Divider, Form } from 'antd';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { formatMonth } from '../../../common/utils/format';
import { moneyRules, profitRules, zeroToTenRules } from '../../../common/utils/kpi-form-rules';
import { useSaveOrgMonth } from '../api/save-org-month';

type OrgKpiDrawerProps = { open: boolean; kpi: OrgKpi; onClose: () => void };
type Values = Omit<OrgKpiMonthBody, 'profitPercent' | 'enps' | 'cnps'> & {
  profitPercent: number | null;
  enps: number | null;
  cnps: number | null;
};

const targetRules = (what: string, max: number) => [
  { required: true, message: `Enter the ${what}` },
  { type: 'number' as const, min: 0.01, max, message: `Must be more than 0 and at most ${max}` },
];

/** Edits the organisation row of a month and the targets health is measured against from that month on. */
export function OrgKpiDrawer({ open, kpi, onClose }: OrgKpiDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useSaveOrgMonth(kpi.month);
  const record = `Organisation · ${formatMonth(kpi.month)}`;
  return (
    <FormDrawer<Values>
      open={open}
      title={`Editing ${record}`}
      form={form}
      initialValues={{
        expectedRevenue: kpi.expectedRevenue ?? undefined,
        achievedRevenue: kpi.achievedRevenue ?? undefined,
        profitPercent: kpi.profitPercent,
        enps: kpi.enps.entered,
        cnps: kpi.cnps.entered,
        targetProfitPercent: kpi.targets.profitPercent,
        targetEnps: kpi.targets.enps,
        targetCnps: kpi.targets.cnps,
      }}
      onSubmit={async (values) => {
        await save.mutateAsync({
          ...values,
          profitPercent: values.profitPercent ?? null,
          enps: values.enps ?? null,
          cnps: values.cnps ?? null,
        });
        message.success(`Saved ${record}`);
      }}
      onClose={onClose}
    >
      <Form.Item
        label={`Expected revenue (${kpi.currency})`}
        name="expectedRevenue"
        rules={moneyRules('expected revenue')}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item
        label={`Achieved revenue (${kpi.currency})`}
        name="achievedRevenue"
        rules={moneyRules('achieved revenue')}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item label="Profit %" name="profitPercent" rules={profitRules}>
        <InputNumber style={{ width: '100%' }} step={0.5} />
      </Form.Item>
      <Form.Item
        label="eNPS (0–10)"
        name="enps"
        rules={zeroToTenRules}
        extra="Leave empty to use the month's eNPS surveys of every project."
      >
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Form.Item
        label="cNPS (0–10)"
        name="cnps"
        rules={zeroToTenRules}
        extra="Leave empty to use the month's client feedback."
      >
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Divider titlePlacement="start">Targets from {formatMonth(kpi.month)} on</Divider>
      <Form.Item label="Target profit %" name="targetProfitPercent" rules={targetRules('target profit %', 100)}>
        <InputNumber style={{ width: '100%' }} step={0.5} />
      </Form.Item>
      <Form.Item label="Target eNPS (0–10)" name="targetEnps" rules={targetRules('target eNPS', 10)}>
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Form.Item label="Target cNPS (0–10)" name="targetCnps" rules={targetRules('target cNPS', 10)}>
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
    </FormDrawer>
  );
}
