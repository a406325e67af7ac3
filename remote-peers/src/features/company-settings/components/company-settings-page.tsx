import type { CompanySettings } from '@timely/contract';
import { useServerForm, QueryErrorState } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref } from '@timely/shared-ui';
import { Checkbox, Select } from '@timely/shared-ui/antd-more';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCompanySettings } from '../api/get-company-settings';
import { useUpdateCompanySettings } from '../api/update-company-settings';
import { CompanyLogoField } from './company-logo-field';
import { HolidaysCard } from './holidays-card';
import { OptionListsCard } from './option-lists-card';

type Values = Omit<CompanySettings, 'logoUrl'>;
// Monday first, as the working week reads; the values are 0 (Sunday) … 6 (Saturday)
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  value: day,
  label: new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  ),
}));

/**
 * /company/settings (level3): the company's name, logo, time zone and working week, its option lists and
 * public holidays, and a way to the leave policy; each change is in the audit log.
 */
export function CompanySettingsPage() {
  const updateCompanySettings = useUpdateCompanySettings();
  const { message } = App.useApp();
  const settings = useCompanySettings();
  const [form] = Form.useForm<Values>();
  const zones = useMemo(
    () =>
      (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']).map((zone) => ({
        value: zone,
        label: zone.replace(/_/g, ' '),
      })),
    [],
  );
  const { submit, saving, error } = useServerForm(
    form,
    async (values: Values) =>
      updateCompanySettings({
        name: values.name.trim(),
        timeZone: values.timeZone,
        workingDays: values.workingDays,
      }),
    () => void message.success('Company settings saved.'),
  );

  if (settings.isPending) return <LoadingState label="Loading the company settings" />;
  if (settings.isError) return <QueryErrorState query={settings} title="Could not load the company settings" />;
  return (
    <>
      <PageHeader
        title="Company settings"
        subtitle={
          <>
            Your company&apos;s name, logo, working week, lists and holidays. Every change shows in the{' '}
            <Link to={portalHref('auditLog')}>audit log</Link>.
          </>
        }
      />
      <Card style={{ maxWidth: 720 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={settings.data}
          onFinish={submit}
          requiredMark={false}
          aria-label="Company settings"
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form.Item
            label="Company name"
            name="name"
            rules={[
              { required: true, whitespace: true, message: "Enter the company's name" },
              { min: 2, max: 100, message: 'Use 2 to 100 characters' },
            ]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
          {/* saved on its own as soon as a file is chosen, not with the button below */}
          <Form.Item label="Logo">
            <CompanyLogoField logoUrl={settings.data.logoUrl} />
          </Form.Item>
          <Form.Item
            label="Time zone"
            name="timeZone"
            rules={[{ required: true, message: 'Choose a time zone' }]}
            extra="New peers start in it, and a leave has started once its first day has begun here."
          >
            <Select showSearch options={zones} aria-label="Time zone" />
          </Form.Item>
          {/* a validator, not `required`: antd would set aria-required on the group's div, which ARIA does not allow */}
          <Form.Item label="Working week" name="workingDays" rules={[{ validator: atLeastOneDay }]}>
            <Checkbox.Group options={WEEKDAYS} aria-label="Working week" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Save changes
          </Button>
        </Form>
      </Card>
      <OptionListsCard />
      <HolidaysCard />
      <Card title="Leave policy" style={{ maxWidth: 720, marginTop: 16 }}>
        <Typography.Paragraph style={{ marginBottom: 8 }}>
          Days per year and the carry-over cap of each leave type. Leave counts skip the days outside the working week
          and the public holidays above.
        </Typography.Paragraph>
        <Link to={`${portalHref('leaveReport')}?tab=policy`}>Open the leave policy</Link>
      </Card>
    </>
  );
}

function atLeastOneDay(_: unknown, days: unknown[] | undefined): Promise<void> {
  return days?.length ? Promise.resolve() : Promise.reject(new Error('Choose at least one working day'));
}
