import { WEBHOOK_EVENTS, WEBHOOK_URL_MAX } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Checkbox, Switch } from '@timely/shared-ui/antd-more';
import { Form, Input } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { eventLabel } from '../utils/webhook-event-label';

/** The webhook form's fields: address, events, on or off, and Slack's format. */
export function WebhookFormFields() {
  const t = useMessages(peersMessages);
  return (
    <>
      <Form.Item
        label={t('settings.webhooks.url')}
        name="url"
        extra={t('settings.webhooks.urlHint')}
        rules={[
          { required: true, whitespace: true, message: t('settings.webhooks.urlRequired') },
          { max: WEBHOOK_URL_MAX, message: t('settings.webhooks.urlRequired') },
          { pattern: /^\s*https?:\/\/\S+$/i, message: t('settings.webhooks.urlScheme') },
        ]}
      >
        <Input inputMode="url" autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('settings.webhooks.events')}
        name="events"
        rules={[
          {
            validator: (_, events: unknown[] | undefined) => someEvent(events, t('settings.webhooks.eventsRequired')),
          },
        ]}
      >
        <Checkbox.Group
          aria-label={t('settings.webhooks.events')}
          style={{ display: 'grid', gap: 4 }}
          options={WEBHOOK_EVENTS.map((event) => ({ value: event, label: eventLabel(event, t) }))}
        />
      </Form.Item>
      <Form.Item label={t('settings.webhooks.active')} name="active" valuePropName="checked">
        <Switch aria-label={t('settings.webhooks.active')} />
      </Form.Item>
      <Form.Item
        label={t('settings.webhooks.slack')}
        name="slack"
        valuePropName="checked"
        extra={t('settings.webhooks.slackHint')}
      >
        <Switch aria-label={t('settings.webhooks.slack')} />
      </Form.Item>
    </>
  );
}

function someEvent(events: unknown[] | undefined, problem: string): Promise<void> {
  return events?.length ? Promise.resolve() : Promise.reject(new Error(problem));
}
