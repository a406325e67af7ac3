import type { ProjectKpiMonthBody, ProjectKpiRow } from '@timely/contract';
import { FormDrawer } from '@timely/shared-auth';
import { App, Form, Typography } from 'antd';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { useMessages } from '@timely/shared-ui';
import { useSaveProjectMonth } from '../api/save-project-month';
import { formatMonth } from '../utils/format';
import { moneyRules, profitRules, zeroToTenRules } from '../utils/kpi-form-rules';
import { kpiMessages } from '../../messages/messages';

type ProjectMonthDrawerProps = {
  /** The row being edited; null keeps the drawer closed. */
  row: ProjectKpiRow | null;
  currency: string;
  onClose: () => void;
};

type Values = {
  projectedRevenue: number;
  achievedRevenue: number;
  profitPercent: number | null;
  enps: number | null;
  cnps: number | null;
};

/** Edits one project's KPIs for one month; the title names that project and month. */
export function ProjectMonthDrawer({ row, currency, onClose }: ProjectMonthDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const t = useMessages(kpiMessages);
  const save = useSaveProjectMonth(row?.project._id ?? '', row?.month ?? '');
  const subject = row ? { project: row.project.name, month: formatMonth(row.month) } : undefined;
  const title = subject ? t('projectMonth.editTitle', subject) : '';
  return (
    <FormDrawer<Values>
      open={row !== null}
      title={title}
      form={form}
      initialValues={{
        projectedRevenue: row?.projectedRevenue ?? undefined,
        achievedRevenue: row?.achievedRevenue ?? undefined,
        profitPercent: row?.profitPercent ?? null,
        enps: row?.enps.entered ?? null,
        cnps: row?.cnps.entered ?? null,
      }}
      onSubmit={async (values) => {
        const body: ProjectKpiMonthBody = {
          ...values,
          profitPercent: values.profitPercent ?? null,
          enps: values.enps ?? null,
          cnps: values.cnps ?? null,
        };
        await save.mutateAsync(body);
        message.success(t('projectMonth.saved', subject));
      }}
      onClose={onClose}
    >
      <Form.Item
        label={t('form.projectedRevenue', { currency })}
        name="projectedRevenue"
        rules={moneyRules(t, t('form.projectedRevenueRequired'))}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item
        label={t('form.achievedRevenue', { currency })}
        name="achievedRevenue"
        rules={moneyRules(t, t('form.achievedRevenueRequired'))}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item label={t('form.profitPercent')} name="profitPercent" rules={profitRules(t)}>
        <InputNumber style={{ width: '100%' }} step={0.5} suffix="%" />
      </Form.Item>
      <Form.Item label={t('form.enps')} name="enps" rules={zeroToTenRules(t)} extra={t('projectMonth.enpsExtra')}>
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Form.Item label={t('form.cnps')} name="cnps" rules={zeroToTenRules(t)} extra={t('projectMonth.cnpsExtra')}>
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('projectMonth.healthNote')}</Typography.Paragraph>
    </FormDrawer>
  );
}
