import type { Peer } from '@timely/contract';
import { LANGUAGE_NAMES, LANGUAGES, useMessages } from '@timely/shared-ui';
import { Select, Switch } from '@timely/shared-ui/antd-more';
import { Col, Form, Input } from 'antd';
import type { useOptions } from '../../../common/api/get-options';
import { peersMessages } from '../../../messages/messages';

const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

type PeerWorkFieldsProps = { peer: Peer | null; options: ReturnType<typeof useOptions> };

/**
 * How the peer works: default work mode, current status, level, hours and time zone, whether they may sign in,
 * and for a new peer the language of the invitation.
 */
export function PeerWorkFields({ peer, options }: PeerWorkFieldsProps) {
  const t = useMessages(peersMessages);
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="defaultWorkMode" label={t('peers.drawer.defaultWorkMode')} rules={[{ required: true }]}>
          <Select
            options={(options.data?.workModes ?? []).map((mode) => ({
              value: mode.value,
              label: t(`common.workMode.${mode.value}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="currentStatus" label={t('peers.drawer.currentStatus')} rules={[{ required: true }]}>
          <Select
            options={(options.data?.currentStatuses ?? []).map((status) => ({
              value: status.value,
              label: t(`availability.status.${status.value}`),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="level"
          label={t('peers.table.level')}
          rules={[{ required: true, message: t('peers.drawer.levelRequired') }]}
        >
          <Select
            options={(options.data?.levels ?? []).map((level) => ({
              value: level.value,
              label: t('peers.drawer.levelOption', { level: t(`common.level.${level.value}`), role: level.role }),
            }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="workingHours"
          label={t('peers.drawer.workingHours')}
          rules={[{ required: true }, { pattern: HOURS, message: t('peers.drawer.workingHoursInvalid') }]}
        >
          <Input placeholder="09:00-18:00" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="timeZone" label={t('peers.table.timeZone')} rules={[{ required: true }]}>
          <Select showSearch options={TIME_ZONES.map((zone) => ({ value: zone, label: zone }))} />
        </Form.Item>
      </Col>
      {!peer && (
        <Col xs={24} sm={12}>
          <Form.Item
            name="language"
            label={t('peers.drawer.inviteLanguage')}
            extra={t('peers.drawer.inviteLanguageHelp')}
          >
            <Select
              options={LANGUAGES.map((value) => ({ value, label: <span lang={value}>{LANGUAGE_NAMES[value]}</span> }))}
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} sm={12}>
        <Form.Item name="isActive" label={t('peers.drawer.maySignIn')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </>
  );
}
