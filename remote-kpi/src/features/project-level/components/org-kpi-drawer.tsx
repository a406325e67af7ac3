import { FormDrawer } from '@timely/shared-auth';
import type { OrgKpi, OrgKpiMonthBody } from '@timely/contract';
import { App, Divider, Form } from 'antd';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { useMessages, type Translate } from '@timely/shared-ui';
import { formatMonth } from '../../../common/utils/format';
import { moneyRules, profitRules, zeroToTenRules } from '../../../common/utils/kpi-form-rules';
import { useSaveOrgMonth } from '../api/save-org-month';
import { kpiMessages } from '../../../messages/messages';

type OrgKpiDrawerProps = { open: boolean; kpi: OrgKpi; onClose: () => void };
type Values = Omit<OrgKpiMonthBody, 'profitPercent' | 'enps' | 'cnps'> & {
  profitPercent: number | null;
  enps: number | null;
  cnps: number | null;
};

const targetRules = (t: Translate<typeof kpiMessages>, requiredMessage: string, max: number) => [
  { required: true, message: requiredMessage },
  { type: 'number' as const, min: 0.01, max, message: t('rules.moreThanZeroAtMost', { max }) },
];

/** Edits the organisation row of a month and the targets health is measured against from that month on. */
export function OrgKpiDrawer({ open, kpi, onClose }: OrgKpiDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const t = useMessages(kpiMessages);
  const save = useSaveOrgMonth(kpi.month);
  const record = t('org.recordName', { month: formatMonth(kpi.month) });
  return (
    <FormDrawer<Values>
      open={open}
      title={t('record.editing', { name: record })}
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
        message.success(t('record.saved', { name: record }));
      }}
      onClose={onClose}
    >
      <Form.Item
        label={t('form.expectedRevenue', { currency: kpi.currency })}
        name="expectedRevenue"
        rules={moneyRules(t, t('form.expectedRevenueRequired'))}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item
        label={t('form.achievedRevenue', { currency: kpi.currency })}
        name="achievedRevenue"
        rules={moneyRules(t, t('form.achievedRevenueRequired'))}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item label={t('form.profitPercent')} name="profitPercent" rules={profitRules(t)}>
        <InputNumber style={{ width: '100%' }} step={0.5} />
      </Form.Item>
      <Form.Item label={t('form.enps')} name="enps" rules={zeroToTenRules(t)} extra={t('org.enpsExtra')}>
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Form.Item label={t('form.cnps')} name="cnps" rules={zeroToTenRules(t)} extra={t('org.cnpsExtra')}>
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Divider titlePlacement="start">{t('org.targetsFrom', { month: formatMonth(kpi.month) })}</Divider>
      <Form.Item
        label={t('form.targetProfitPercent')}
        name="targetProfitPercent"
        rules={targetRules(t, t('form.targetProfitRequired'), 100)}
      >
        <InputNumber style={{ width: '100%' }} step={0.5} />
      </Form.Item>
      <Form.Item label={t('org.targetEnps')} name="targetEnps" rules={targetRules(t, t('org.targetEnpsRequired'), 10)}>
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Form.Item label={t('org.targetCnps')} name="targetCnps" rules={targetRules(t, t('org.targetCnpsRequired'), 10)}>
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
    </FormDrawer>
  );
}
