import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  WEBHOOKS_MAX,
  type FieldError,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText, QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, formatMoment, LoadingState, useMessages } from '@timely/shared-ui';
import { Checkbox, pinnedColumn, sidewaysScroll, Switch, Table } from '@timely/shared-ui/antd-more';
import { Alert, App, Button, Card, Flex, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { peersMessages, type PeersTranslate } from '../../../messages/messages';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useWebhooks } from '../api/get-webhooks';
import { useRedeliverWebhook } from '../api/redeliver-webhook';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { useSaveWebhook } from '../api/save-webhook';
import { useSendWebhookTest } from '../api/send-webhook-test';

type Editing = { webhook: Webhook | null } | null;
type Shown = { url: string; secret: string } | null;

const eventLabel = (event: string, t: PeersTranslate) =>
  (WEBHOOK_EVENTS as readonly string[]).includes(event) || event === 'ping'
    ? t(`settings.webhooks.event.${event as WebhookEvent | 'ping'}`)
    : event;

/**
 * Outgoing webhooks (level3; the server checks too): addresses that hear of the company's events as signed
 * POSTs (docs/integrations.md#webhooks). The secret is shown once, when made or rotated; each webhook has
 * a log of its last deliveries with Redeliver, and Send test.
 */
export function WebhooksCard() {
  const t = useMessages(peersMessages);
  const webhooks = useWebhooks();
  const [editing, setEditing] = useState<Editing>(null);
  const [shown, setShown] = useState<Shown>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const items = webhooks.data?.items ?? [];
  const full = items.length >= WEBHOOKS_MAX;

  return (
    <Card title={t('settings.webhooks.title')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.webhooks.intro')}</Typography.Paragraph>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={full} onClick={() => setEditing({ webhook: null })}>
          {t('settings.webhooks.add')}
        </Button>
        {full && (
          <Typography.Text type="secondary">{t('settings.webhooks.full', { maximum: WEBHOOKS_MAX })}</Typography.Text>
        )}
      </Flex>
      {webhooks.isPending ? (
        <LoadingState label={t('settings.webhooks.loading')} />
      ) : webhooks.isError ? (
        <QueryErrorState query={webhooks} title={t('settings.webhooks.loadError')} />
      ) : (
        <Table<Webhook>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={items}
          {...sidewaysScroll()}
          locale={{ emptyText: t('settings.webhooks.empty') }}
          columns={[
            {
              key: 'url',
              title: t('settings.webhooks.url'),
              render: (_, webhook) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text style={{ wordBreak: 'break-all' }}>{webhook.url}</Typography.Text>
                  <Typography.Text type="secondary">
                    {webhook.events.map((event) => eventLabel(event, t)).join(', ')}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              key: 'state',
              title: t('settings.webhooks.active'),
              render: (_, webhook) => (
                <Space size={4} wrap>
                  <Tag color={webhook.active ? 'green' : undefined}>
                    {webhook.active ? t('settings.webhooks.on') : t('settings.webhooks.off')}
                  </Tag>
                  {webhook.slack && <Tag>{t('settings.webhooks.slackTag')}</Tag>}
                </Space>
              ),
            },
            pinnedColumn('end', {
              key: 'actions',
              align: 'end',
              render: (_, webhook) => (
                <WebhookActions
                  webhook={webhook}
                  onEdit={() => setEditing({ webhook })}
                  onLog={() => setLogOf(webhook)}
                  onSecret={(secret) => setShown({ url: webhook.url, secret })}
                />
              ),
            }),
          ]}
        />
      )}
      {editing && (
        <WebhookModal
          webhook={editing.webhook}
          onClose={() => setEditing(null)}
          onCreated={(url, secret) => setShown({ url, secret })}
        />
      )}
      {shown && <SecretModal shown={shown} onClose={() => setShown(null)} />}
      {logOf && <DeliveryLogModal webhook={logOf} onClose={() => setLogOf(null)} />}
    </Card>
  );
}

function WebhookActions({
  webhook,
  onEdit,
  onLog,
  onSecret,
}: {
  webhook: Webhook;
  onEdit: () => void;
  onLog: () => void;
  onSecret: (secret: string) => void;
}) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendWebhookTest();
  const { message } = App.useApp();
  const [testing, setTesting] = useState(false);
  const act = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  const test = () =>
    act(async () => {
      setTesting(true);
      try {
        const delivery = await sendTest(webhook._id);
        if (delivery.state === 'delivered')
          void message.success(t('settings.webhooks.testDelivered', { status: delivery.httpStatus ?? 0 }));
        else void message.warning(t('settings.webhooks.testFailed', { error: delivery.error ?? '' }));
      } finally {
        setTesting(false);
      }
    });
  return (
    <Space size={4} wrap>
      <Button size="small" aria-label={t('settings.webhooks.editName', { url: webhook.url })} onClick={onEdit}>
        {t('settings.webhooks.edit')}
      </Button>
      <Button size="small" onClick={onLog} aria-label={t('settings.webhooks.logName', { url: webhook.url })}>
        {t('settings.webhooks.log')}
      </Button>
      <Button size="small" loading={testing} onClick={() => void test()}>
        {t('settings.webhooks.test')}
      </Button>
      <ClickPopconfirm
        title={t('settings.webhooks.rotateTitle')}
        description={t('settings.webhooks.rotateText')}
        okText={t('settings.webhooks.rotate')}
        onConfirm={() => void act(async () => onSecret((await rotate(webhook._id)).secret))}
      >
        <Button size="small">{t('settings.webhooks.rotate')}</Button>
      </ClickPopconfirm>
      <ClickPopconfirm
        title={t('settings.webhooks.deleteTitle')}
        description={t('settings.webhooks.deleteText')}
        okText={t('settings.webhooks.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          void act(async () => {
            await remove(webhook._id);
            void message.success(t('settings.webhooks.deleted'));
          })
        }
      >
        <Button size="small" danger aria-label={t('settings.webhooks.deleteName', { url: webhook.url })}>
          {t('settings.webhooks.delete')}
        </Button>
      </ClickPopconfirm>
    </Space>
  );
}

type Values = { url: string; events: WebhookEvent[]; active: boolean; slack: boolean };
const PLACED = ['url', 'events', 'active', 'slack'];

function WebhookModal({
  webhook,
  onClose,
  onCreated,
}: {
  webhook: Webhook | null;
  onClose: () => void;
  onCreated: (url: string, secret: string) => void;
}) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const save = useSaveWebhook();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const body = { ...values, url: values.url.trim() };
      if (webhook) {
        await save.update(webhook._id, body);
        void message.success(t('settings.webhooks.saved'));
      } else {
        const made = await save.create(body);
        onCreated(made.webhook.url, made.secret);
      }
      onClose();
    } catch (caught) {
      const error = toApiError(caught);
      const placed = (detail: FieldError) => PLACED.includes(detail.field.split('.')[0]!);
      form.setFields(
        error.details
          .filter(placed)
          .map((detail) => ({ name: detail.field.split('.')[0] as keyof Values, errors: [fieldText(detail)] })),
      );
      if (!error.details.some(placed)) void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={webhook ? t('settings.webhooks.editTitle') : t('settings.webhooks.addTitle')}
      okText={t('settings.webhooks.save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="webhook"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        initialValues={
          webhook
            ? { url: webhook.url, events: webhook.events, active: webhook.active, slack: webhook.slack }
            : { url: '', events: [], active: true, slack: false }
        }
      >
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
      </Form>
    </Modal>
  );
}

function someEvent(events: unknown[] | undefined, problem: string): Promise<void> {
  return events?.length ? Promise.resolve() : Promise.reject(new Error(problem));
}

function SecretModal({ shown, onClose }: { shown: NonNullable<Shown>; onClose: () => void }) {
  const t = useMessages(peersMessages);
  return (
    <Modal
      open
      title={t('settings.webhooks.secretTitle')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('settings.webhooks.secretDone')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('settings.webhooks.secretOnce')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
        {shown.url}
      </Typography.Paragraph>
      <Typography.Paragraph copyable code style={{ wordBreak: 'break-all' }} aria-label={t('settings.webhooks.secret')}>
        {shown.secret}
      </Typography.Paragraph>
    </Modal>
  );
}

function DeliveryLogModal({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const t = useMessages(peersMessages);
  const deliveries = useWebhookDeliveries(webhook._id);
  const redeliver = useRedeliverWebhook();
  const errorText = useErrorText();
  const { message } = App.useApp();
  const [sending, setSending] = useState<string | null>(null);
  const again = async (delivery: WebhookDelivery) => {
    setSending(delivery._id);
    try {
      await redeliver(webhook._id, delivery._id);
    } catch (caught) {
      void message.error(errorText(caught));
    } finally {
      setSending(null);
    }
  };
  return (
    <Modal
      open
      width={880}
      title={t('settings.webhooks.logTitle', { url: webhook.url })}
      onCancel={onClose}
      footer={
        <Space>
          <Button onClick={() => void deliveries.refetch()}>{t('settings.webhooks.refresh')}</Button>
          <Button type="primary" onClick={onClose}>
            {t('settings.webhooks.close')}
          </Button>
        </Space>
      }
    >
      {deliveries.isPending ? (
        <LoadingState label={t('settings.webhooks.logLoading')} />
      ) : deliveries.isError ? (
        <QueryErrorState query={deliveries} title={t('settings.webhooks.logError')} />
      ) : (
        <Table<WebhookDelivery>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={deliveries.data.items}
          {...sidewaysScroll()}
          locale={{ emptyText: t('settings.webhooks.logEmpty') }}
          columns={[
            { key: 'event', title: t('settings.webhooks.logEvent'), render: (_, row) => eventLabel(row.event, t) },
            {
              key: 'time',
              title: t('settings.webhooks.logTime'),
              render: (_, row) => formatMoment(row.attemptedAt ?? row.createdAt, undefined),
            },
            {
              key: 'state',
              title: t('settings.webhooks.logState'),
              render: (_, row) => (
                <Tag color={row.state === 'delivered' ? 'green' : row.state === 'failed' ? 'red' : 'gold'}>
                  {t(`settings.webhooks.state.${row.state}`)}
                </Tag>
              ),
            },
            { key: 'status', title: t('settings.webhooks.logStatus'), render: (_, row) => row.httpStatus ?? '—' },
            {
              key: 'ms',
              title: t('settings.webhooks.logDuration'),
              render: (_, row) => (row.responseMs === null ? '—' : t('settings.webhooks.ms', { ms: row.responseMs })),
            },
            { key: 'attempts', title: t('settings.webhooks.logAttempts'), dataIndex: 'attempts' },
            {
              key: 'error',
              title: t('settings.webhooks.logErrorColumn'),
              render: (_, row) => <Typography.Text type="danger">{row.error ?? ''}</Typography.Text>,
            },
            pinnedColumn('end', {
              key: 'actions',
              align: 'end',
              render: (_, row) => (
                <Button size="small" loading={sending === row._id} onClick={() => void again(row)}>
                  {t('settings.webhooks.redeliver')}
                </Button>
              ),
            }),
          ]}
        />
      )}
    </Modal>
  );
}
