import { TV_LINK_DEFAULT_DAYS, TV_LINK_TERMS } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Alert, Form, Input, type FormInstance } from 'antd';
import { Checkbox, Select } from '@timely/shared-ui/antd-more';
import type { TvLinkFields } from '../hooks/use-create-tv-link-form';
import { kpiMessages } from '../../../messages/messages';

type Props = {
  form: FormInstance<TvLinkFields>;
  error: string | null;
  onFinish: (values: TvLinkFields) => void;
};

/** The new link's label, whether it shows money, and its term. */
export function TvLinkForm({ form, error, onFinish }: Props) {
  const t = useMessages(kpiMessages);
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} aria-label={t('tvLinks.new')}>
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
      <Form.Item name="showRevenue" valuePropName="checked" initialValue={false} extra={t('tvLinks.showRevenueExtra')}>
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
  );
}
