import type { CreateTvLinkBody, CreateTvLinkResponse } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { portalHref } from '@timely/shared-ui';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { useState } from 'react';

type CreateTvLinkModalProps = {
  open: boolean;
  onClose: () => void;
  create: (body: CreateTvLinkBody) => Promise<CreateTvLinkResponse>;
};

/** Asks for a label and whether the screen shows money (off by default: anyone passing sees it), then shows the new link once: only a hash of its key is kept on the server. */
export function CreateTvLinkModal({ open, onClose, create }: CreateTvLinkModalProps) {
  const [form] = Form.useForm<{ label: string; showRevenue: boolean }>();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [created, setCreated] = useState<CreateTvLinkResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setCreated(null);
    setError(null);
    form.resetFields();
    onClose();
  };
  const submit = async ({ label, showRevenue }: { label: string; showRevenue?: boolean }) => {
    setSaving(true);
    setError(null);
    try {
      setCreated(await create({ label, showRevenue: showRevenue ?? false }));
    } catch (caught) {
      const apiError = toApiError(caught);
      const labelError = apiError.details.find((detail) => detail.field === 'label');
      if (labelError) form.setFields([{ name: 'label', errors: [fieldText(labelError)] }]);
      setError(errorText(apiError));
    } finally {
      setSaving(false);
    }
  };
  const url = created ? `${window.location.origin}${portalHref('tvApp')}?key=${encodeURIComponent(created.key)}` : '';
  return (
    <Modal
      open={open}
      title={created ? `TV link “${created.link.label}”` : 'New TV link'}
      onCancel={close}
      onOk={created ? close : () => form.submit()}
      okText={created ? 'Done' : 'Create link'}
      confirmLoading={saving}
      cancelButtonProps={{ style: created ? { display: 'none' } : undefined }}
      destroyOnHidden
    >
      {created ? (
        <>
          <Alert type="info" showIcon title="Copy this link now: it is shown only once." style={{ marginBottom: 12 }} />
          <Typography.Paragraph
            copyable={{ text: url, tooltips: ['Copy link', 'Copied'] }}
            style={{ wordBreak: 'break-all' }}
            data-testid="tv-link-url"
          >
            {url}
          </Typography.Paragraph>
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} aria-label="New TV link">
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Form.Item
            label="Label"
            name="label"
            extra="Where the screen is, e.g. “Lobby screen”."
            rules={[
              { required: true, whitespace: true, message: 'Enter a label' },
              { min: 2, max: 60, message: 'Use 2 to 60 characters' },
            ]}
          >
            <Input autoFocus maxLength={60} />
          </Form.Item>
          <Form.Item
            name="showRevenue"
            valuePropName="checked"
            initialValue={false}
            extra="Without it the screen shows health, eNPS and cNPS, and no revenue or profit."
          >
            <Checkbox>Show revenue and profit on this screen</Checkbox>
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
