import { API_TOKEN_MAX_DAYS, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES, API_TOKEN_TERMS } from '@timely/contract';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker, Radio, Select } from '@timely/shared-ui/antd-more';
import { Alert, Button, Flex, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { accountMessages } from './messages/messages';
import { useNewTokenSubmit, type NewTokenBody, type Term, type TokenFields } from './use-new-token-submit';

const DEFAULT_TERM: Term = 90;

type NewTokenFormProps = {
  saving: boolean;
  onCancel: () => void;
  onCreate: (body: NewTokenBody) => Promise<void>;
};

/** A token's name, scope and term; the server's refusals show next to their fields. */
export function NewTokenForm({ saving, onCancel, onCreate }: NewTokenFormProps) {
  const t = useMessages(accountMessages);
  const [form] = Form.useForm<TokenFields>();
  const term = Form.useWatch('term', form) ?? DEFAULT_TERM;
  const { error, submit } = useNewTokenSubmit(form, onCreate);

  return (
    <Form
      form={form}
      // its fields' ids (and so their labels) apart from the profile form's own "name"
      name="apiToken"
      layout="vertical"
      onFinish={submit}
      aria-label={t('tokens.new')}
      initialValues={{ scope: 'read', term: DEFAULT_TERM }}
      requiredMark={false}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form.Item
        label={t('tokens.name')}
        name="name"
        extra={t('tokens.nameHint')}
        rules={[{ required: true, whitespace: true, message: t('tokens.nameRequired') }]}
      >
        <Input autoFocus maxLength={API_TOKEN_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item label={t('tokens.scope')} name="scope" extra={t('tokens.scopeHint')}>
        <Radio.Group
          options={API_TOKEN_SCOPES.map((scope) => ({ value: scope, label: t('tokens.scopeValue', { scope }) }))}
        />
      </Form.Item>
      <Form.Item label={t('tokens.expiry')} name="term" extra={t('tokens.expiryHint')}>
        <Select<Term>
          aria-label={t('tokens.expiry')}
          options={[
            ...API_TOKEN_TERMS.map((days) => ({ value: days as Term, label: t('tokens.term', { days }) })),
            { value: 'date' as Term, label: t('tokens.onDate') },
          ]}
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      {term === 'date' && (
        <Form.Item
          label={t('tokens.lastDay')}
          name="lastDay"
          rules={[{ required: true, message: t('tokens.lastDayRequired') }]}
        >
          <DatePicker
            format={DATE_PICKER_FORMAT}
            aria-label={t('tokens.lastDay')}
            disabledDate={(candidate) =>
              candidate.isBefore(dayjs(), 'day') || candidate.isAfter(dayjs().add(API_TOKEN_MAX_DAYS - 1, 'day'), 'day')
            }
            style={{ maxWidth: 240 }}
          />
        </Form.Item>
      )}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('tokens.create')}
        </Button>
        <Button onClick={onCancel}>{t('tokens.cancel')}</Button>
      </Flex>
    </Form>
  );
}
