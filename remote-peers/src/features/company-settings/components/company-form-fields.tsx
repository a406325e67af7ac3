import type { CompanySettings } from '@timely/contract';
import { dateTimeFormat, useMessages } from '@timely/shared-ui';
import { Checkbox, Select, Switch } from '@timely/shared-ui/antd-more';
import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { peersMessages } from '../../../messages/messages';
import { CompanyLogoField } from './company-logo-field';

/** Monday first, as the working week reads; the values are 0 (Sunday) … 6 (Saturday), named in the portal's language. */
const weekdays = () =>
  [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    value: day,
    label: dateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day))),
  }));

/** The company form's fields: name, logo, time zone, working week and whether the apps are shown. */
export function CompanyFormFields({ logoUrl }: { logoUrl: CompanySettings['logoUrl'] }) {
  const t = useMessages(peersMessages);
  // named again on each render: the portal's language may have changed (the formats are cached)
  const workingDays = weekdays();
  const zones = useMemo(
    () =>
      (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC']).map((zone) => ({
        value: zone,
        label: zone.replace(/_/g, ' '),
      })),
    [],
  );
  return (
    <>
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
        <CompanyLogoField logoUrl={logoUrl} />
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
    </>
  );
}

function atLeastOneDay(days: unknown[] | undefined, problem: string): Promise<void> {
  return days?.length ? Promise.resolve() : Promise.reject(new Error(problem));
}
