import {
  TV_LINK_DEFAULT_DAYS,
  TV_LINK_TERMS,
  type CreateTvLinkBody,
  type CreateTvLinkResponse,
} from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { Checkbox, Select } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { kpiMessages } from '../../../messages/messages';

type TvLinkFields = { label: string; showRevenue?: boolean; expiresInDays?: number };

type CreateTvLinkModalProps = {
  open: boolean;
  onClose: () => void;
  create: (body: CreateTvLinkBody) => Promise<CreateTvLinkResponse>;
};

/**
 * Asks for a label, whether the screen shows money (off by default: anyone passing sees it) and how long the
 * link works (90 days unless chosen, a year at most), then shows the new link once: only a hash of its key is
 * kept on the server.
 */
export function CreateTvLinkModal({ open, onClose, create }: CreateTvLinkModalProps) {
  const t = useMessages(kpiMessages);
  const [form] = Form.useForm<TvLinkFields>();
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
  const submit = async ({ label, showRevenue, expiresInDays }: TvLinkFields) => {
    setSaving(true);
    setError(null);
    try {
      setCreated(
        await create({
          label,
          showRevenue: showRevenue ?? false,
          expiresInDays: expiresInDays ?? TV_LINK_DEFAULT_DAYS,
        }),
      );
    } catch (caught) {
      const apiError = toApiError(caught);
      form.setFields(
        apiError.details
          .filter((detail) => detail.field === 'label' || detail.field === 'expiresInDays')
          .map((detail) => ({ name: detail.field as keyof TvLinkFields, errors: [fieldText(detail)] })),
      );
      setError(errorText(apiError));
    } finally {
      setSaving(false);
    }
  };
  const url = created ? `${window.location.origin}${portalHref('tvApp')}?key=${encodeURIComponent(created.key)}` : '';
  return (
    <Modal
      open={open}
      title={created ? t('tvLinks.createdTitle', { label: created.link.label }) : t('tvLinks.new')}
      onCancel={close}
      onOk={created ? close : () => form.submit()}
      okText={created ? t('tvLinks.done') : t('tvLinks.create')}
      confirmLoading={saving}
      cancelButtonProps={{ style: created ? { display: 'none' } : undefined }}
      destroyOnHidden
    >
      {created ? (
        <>
          <Alert type="info" showIcon title={t('tvLinks.copyNow')} style={{ marginBottom: 12 }} />
          <Typography.Paragraph
            copyable={{ text: url, tooltips: [t('tvLinks.copy'), t('tvLinks.copied')] }}
            style={{ wordBreak: 'break-all' }}
            data-testid="tv-link-url"
          >
            {url}
          </Typography.Paragraph>
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} aria-label={t('tvLinks.new')}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Form.Item
            label={t('tvLinks.label')}
            name="label"
            extra={t('tvLinks.labelExtra')}
            rules={[
              { required: true, whitespace: true, message: t('tvLinks.labelRequired') },
              { min: 2, max: 60, message: t('rules.charactersBetween', { min: 2, max: 60 }) },
            ]}
          >
            <Input autoFocus maxLength={60} showCount />
          </Form.Item>
          <Form.Item
            name="showRevenue"
            valuePropName="checked"
            initialValue={false}
            extra={t('tvLinks.showRevenueExtra')}
          >
            <Checkbox>{t('tvLinks.showRevenue')}</Checkbox>
          </Form.Item>
          <Form.Item
            label={t('tvLinks.expiresIn')}
            name="expiresInDays"
            initialValue={TV_LINK_DEFAULT_DAYS}
            extra={t('tvLinks.expiresInExtra')}
          >
            <Select options={TV_LINK_TERMS.map((days) => ({ value: days, label: t(`tvLinks.term${days}`) }))} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
