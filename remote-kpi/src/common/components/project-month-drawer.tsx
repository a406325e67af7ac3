import type { ProjectKpiMonthBody, ProjectKpiRow } from '@timely/contract';
import { FormDrawer } from '@timely/shared-auth';
import { App, Form, Typography } from 'antd';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { useSaveProjectMonth } from '../api/save-project-month';
import { formatMonth } from '../utils/format';
import { moneyRules, profitRules, zeroToTenRules } from '../utils/kpi-form-rules';

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
  const save = useSaveProjectMonth(row?.project._id ?? '', row?.month ?? '');
  const title = row ? `Editing ${row.project.name} · ${formatMonth(row.month)}` : '';
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
        message.success(`Saved ${title.replace('Editing ', '')}`);
      }}
      onClose={onClose}
    >
      <Form.Item
        label={`Projected revenue (${currency})`}
        name="projectedRevenue"
        rules={moneyRules('projected revenue')}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item label={`Achieved revenue (${currency})`} name="achievedRevenue" rules={moneyRules('achieved revenue')}>
        <InputNumber style={{ width: '100%' }} min={0} step={1000} />
      </Form.Item>
      <Form.Item label="Profit %" name="profitPercent" rules={profitRules}>
        <InputNumber style={{ width: '100%' }} step={0.5} suffix="%" />
      </Form.Item>
      <Form.Item
        label="eNPS (0–10)"
        name="enps"
        rules={zeroToTenRules}
        extra="Leave empty to use this month's eNPS survey."
      >
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Form.Item
        label="cNPS (0–10)"
        name="cnps"
        rules={zeroToTenRules}
        extra="Leave empty to use this month's client feedback."
      >
        <InputNumber style={{ width: '100%' }} step={0.1} />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        Health is recomputed by the server from these numbers and the company's targets for the month.
      </Typography.Paragraph>
    </FormDrawer>
  );
}
