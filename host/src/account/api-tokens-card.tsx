import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  API_TOKEN_TERMS,
  type ApiToken,
  type CreatedApiToken,
} from '@timely/contract';
import { QueryErrorState, sessionUserAtom, toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { ClickPopconfirm, DATE_PICKER_FORMAT, formatMoment, LoadingState, useMessages } from '@timely/shared-ui';
import { DatePicker, Radio, Select, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useApiTokenActions, useApiTokens } from './api/api-tokens';
import { accountMessages } from './messages/messages';

type Term = (typeof API_TOKEN_TERMS)[number] | 'date';
type TokenFields = { name: string; scope: ApiToken['scope']; term: Term; lastDay?: Dayjs };
const DEFAULT_TERM: Term = 90;

/**
 * The user's personal API tokens: make one (a name, read or read and write, 30, 90 or 365 days or a last
 * day, a year at most), see it once to copy (the server keeps only its hash), and the list with when each
 * was made, expires and was last used, each to revoke.
 */
export function ApiTokensCard() {
  const t = useMessages(accountMessages);
  const errorText = useErrorText();
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const tokens = useApiTokens();
  const { create, revoke } = useApiTokenActions();
  const [adding, setAdding] = useState(false);
  const [fresh, setFresh] = useState<CreatedApiToken | null>(null);

  const body = () => {
    if (tokens.isPending) return <LoadingState label={t('tokens.loading')} />;
    if (tokens.isError) return <QueryErrorState query={tokens} title={t('tokens.loadFailed')} />;
    const { items, limit } = tokens.data;
    const atLimit = items.length >= limit;
    const moment = (iso: string) => formatMoment(iso, timeZone);
    return (
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('tokens.intro')}</Typography.Text>
        {fresh && <FreshToken created={fresh} onDone={() => setFresh(null)} />}
        {revoke.error && <Alert type="error" showIcon title={errorText(revoke.error)} />}
        {adding ? (
          <NewTokenForm
            saving={create.isPending}
            onCancel={() => setAdding(false)}
            onCreate={async (fields) => {
              const created = await create.mutateAsync(fields);
              setFresh(created);
              setAdding(false);
            }}
          />
        ) : (
          <Flex gap={12} align="center" wrap>
            <Button
              type="primary"
              disabled={atLimit}
              onClick={() => {
                setFresh(null);
                setAdding(true);
              }}
            >
              {t('tokens.new')}
            </Button>
            <Typography.Text type="secondary">
              {atLimit ? t('tokens.atLimit', { limit }) : t('tokens.count', { count: items.length, limit })}
            </Typography.Text>
          </Flex>
        )}
        {items.length === 0 ? (
          <Typography.Text>{t('tokens.none')}</Typography.Text>
        ) : (
          <Table<ApiToken>
            size="small"
            rowKey="_id"
            pagination={false}
            {...sidewaysScroll()}
            dataSource={items}
            columns={[
              {
                key: 'name',
                title: t('tokens.column.name'),
                render: (_, token) => (
                  <Flex vertical>
                    <Typography.Text strong>{token.name}</Typography.Text>
                    <Typography.Text type="secondary" code translate="no">
                      {`${token.start}…`}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                key: 'scope',
                title: t('tokens.column.scope'),
                render: (_, token) => t('tokens.scopeValue', { scope: token.scope }),
              },
              { key: 'created', title: t('tokens.column.created'), render: (_, token) => moment(token.createdAt) },
              {
                key: 'expires',
                title: t('tokens.column.expires'),
                render: (_, token) =>
                  Date.parse(token.expiresAt) <= Date.now() ? (
                    <Typography.Text type="danger">
                      {t('tokens.expired', { date: moment(token.expiresAt) })}
                    </Typography.Text>
                  ) : (
                    moment(token.expiresAt)
                  ),
              },
              {
                key: 'lastUsed',
                title: t('tokens.column.lastUsed'),
                render: (_, token) => (token.lastUsedAt ? moment(token.lastUsedAt) : t('tokens.never')),
              },
              {
                key: 'revoke',
                title: t('tokens.revoke'),
                render: (_, token) => (
                  <ClickPopconfirm
                    title={t('tokens.revokeConfirm', { name: token.name })}
                    okText={t('tokens.revoke')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('tokens.cancel')}
                    onConfirm={() => revoke.mutate(token._id)}
                  >
                    <Button
                      danger
                      size="small"
                      aria-label={t('tokens.revokeLabel', { name: token.name })}
                      loading={revoke.isPending && revoke.variables === token._id}
                    >
                      {t('tokens.revoke')}
                    </Button>
                  </ClickPopconfirm>
                ),
              },
            ]}
          />
        )}
      </Flex>
    );
  };

  return <Card title={t('tokens.title')}>{body()}</Card>;
}

/** The new token's secret, to copy, with the warning that this is the only time it shows. */
function FreshToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const t = useMessages(accountMessages);
  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title={t('tokens.showOnce', { name: created.token.name })} />
      <Typography.Text
        code
        copyable={{ text: created.secret, tooltips: [t('tokens.copy'), t('tokens.copied')] }}
        translate="no"
        style={{ overflowWrap: 'anywhere' }}
        data-testid="new-api-token"
      >
        {created.secret}
      </Typography.Text>
      <Button style={{ alignSelf: 'flex-start' }} onClick={onDone}>
        {t('tokens.done')}
      </Button>
    </Flex>
  );
}

type NewTokenFormProps = {
  saving: boolean;
  onCancel: () => void;
  onCreate: (body: {
    name: string;
    scope: ApiToken['scope'];
    expiresInDays?: number;
    expiresOn?: string;
  }) => Promise<void>;
};

/** A token's name, scope and term; the server's refusals show next to their fields. */
function NewTokenForm({ saving, onCancel, onCreate }: NewTokenFormProps) {
  const t = useMessages(accountMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [form] = Form.useForm<TokenFields>();
  const term = Form.useWatch('term', form) ?? DEFAULT_TERM;
  const [error, setError] = useState<string | null>(null);
  const fieldOf: Record<string, keyof TokenFields> = {
    name: 'name',
    scope: 'scope',
    expiresInDays: 'term',
    expiresOn: 'lastDay',
  };

  const submit = async ({ name, scope, term: chosen, lastDay }: TokenFields) => {
    setError(null);
    try {
      await onCreate({
        name,
        scope,
        ...(chosen === 'date' && lastDay ? { expiresOn: lastDay.format('YYYY-MM-DD') } : {}),
        ...(chosen !== 'date' ? { expiresInDays: chosen } : {}),
      });
    } catch (caught) {
      const apiError = toApiError(caught);
      form.setFields(
        apiError.details
          .filter((detail) => detail.field in fieldOf)
          .map((detail) => ({ name: fieldOf[detail.field]!, errors: [fieldText(detail)] })),
      );
      setError(errorText(apiError));
    }
  };

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
