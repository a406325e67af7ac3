import type { CompanySettings } from '@timely/contract';
import { useServerForm, QueryErrorState } from '@timely/shared-auth';
import { dateTimeFormat, LoadingState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { Checkbox, Select, Switch } from '@timely/shared-ui/antd-more';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useCompanySettings } from '../api/get-company-settings';
import { useUpdateCompanySettings } from '../api/update-company-settings';
import { peersMessages } from '../../../messages/messages';
import { CompanyLogoField } from './company-logo-field';
import { HolidaysCard } from './holidays-card';
import { OptionListsCard } from './option-lists-card';
import { SsoCard } from './sso-card';
import { PeerFieldsCard } from './peer-fields-card';
import { WebhooksCard } from './webhooks-card';
import { JobsCard } from './jobs-card';

type Values = Omit<CompanySettings, 'logoUrl'>;
/** Monday first, as the working week reads; the values are 0 (Sunday) … 6 (Saturday), named in the portal's language. */
const weekdays = () =>
  [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    value: day,
    label: dateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day))),
  }));

/**
 * /company/settings (level3): the company's name, logo, time zone and working week, its option lists,
 * public holidays and peer fields, a way to the leave policy, single sign-on and webhooks; each change is in
 * the audit log.
 */
export function CompanySettingsPage() {
  const t = useMessages(peersMessages);
  // named again on each render: the portal's language may have changed (the formats are cached)
  const workingDays = weekdays();
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
        hideApps: values.hideApps,
      }),
    () => void message.success(t('settings.saved')),
  );

  if (settings.isPending) return <LoadingState label={t('settings.loading')} />;
  if (settings.isError) return <QueryErrorState query={settings} title={t('settings.loadError')} />;
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        subtitle={
          <>
            {t('settings.subtitleBefore')} <Link to={portalHref('auditLog')}>{t('settings.auditLogLink')}</Link>
            {t('settings.subtitleAfter')}
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
          aria-label={t('settings.title')}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form.Item
            label={t('settings.name')}
            name="name"
            rules={[
              { required: true, whitespace: true, message: t('settings.nameRequired') },
              { min: 2, max: 100, message: t('settings.nameLength') },
            ]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
          {/* saved on its own as soon as a file is chosen, not with the button below */}
          <Form.Item label={t('settings.logo')}>
            <CompanyLogoField logoUrl={settings.data.logoUrl} />
          </Form.Item>
          <Form.Item
            label={t('settings.timeZone')}
            name="timeZone"
            rules={[{ required: true, message: t('settings.timeZoneRequired') }]}
            extra={t('settings.timeZoneHint')}
          >
            <Select showSearch options={zones} aria-label={t('settings.timeZone')} />
          </Form.Item>
          {/* a validator, not `required`: antd would set aria-required on the group's div, which ARIA does not allow */}
          <Form.Item
            label={t('settings.workingWeek')}
            name="workingDays"
            rules={[
              { validator: (_, days: unknown[] | undefined) => atLeastOneDay(days, t('settings.workingWeekRequired')) },
            ]}
          >
            <Checkbox.Group options={workingDays} aria-label={t('settings.workingWeek')} />
          </Form.Item>
          {/* on: the sidebar's Apps group and their search entries for everyone (stored inverted, as hideApps) */}
          <Form.Item
            label={t('settings.showApps')}
            name="hideApps"
            valuePropName="checked"
            getValueProps={(hidden: boolean) => ({ checked: !hidden })}
            normalize={(shown: boolean) => !shown}
            extra={t('settings.showAppsHint')}
          >
            <Switch aria-label={t('settings.showApps')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('settings.save')}
          </Button>
        </Form>
      </Card>
      <OptionListsCard />
      <HolidaysCard />
      <PeerFieldsCard />
      <Card title={t('settings.leavePolicy')} style={{ maxWidth: 720, marginTop: 16 }}>
        <Typography.Paragraph style={{ marginBottom: 8 }}>{t('settings.leavePolicyText')}</Typography.Paragraph>
        <Link to={`${portalHref('leaveReport')}?tab=policy`}>{t('settings.openLeavePolicy')}</Link>
      </Card>
      <SsoCard />
      <WebhooksCard />
      <JobsCard />
    </>
  );
}

function atLeastOneDay(days: unknown[] | undefined, problem: string): Promise<void> {
  return days?.length ? Promise.resolve() : Promise.reject(new Error(problem));
}
