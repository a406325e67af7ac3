import type { ApiToken, CreatedApiToken } from '@timely/contract';
import { QueryErrorState, useErrorText } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Alert, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useApiTokenColumns } from './api-token-columns';
import { useApiTokenActions, useApiTokens } from './api/api-tokens';
import { FreshToken } from './fresh-token';
import { accountMessages } from './messages/messages';
import { NewTokenBar } from './new-token-bar';
import { NewTokenForm } from './new-token-form';

/**
 * The user's personal API tokens: make one (a name, read or read and write, 30, 90 or 365 days or a last
 * day, a year at most), see it once to copy (the server keeps only its hash), and the list with when each
 * was made, expires and was last used, each to revoke.
 */
export function ApiTokensCard() {
  const t = useMessages(accountMessages);
  const errorText = useErrorText();
  const tokens = useApiTokens();
  const { create, revoke } = useApiTokenActions();
  const columns = useApiTokenColumns(revoke);
  const [adding, setAdding] = useState(false);
  const [fresh, setFresh] = useState<CreatedApiToken | null>(null);

  const body = () => {
    if (tokens.isPending) return <LoadingState label={t('tokens.loading')} />;
    if (tokens.isError) return <QueryErrorState query={tokens} title={t('tokens.loadFailed')} />;
    const { items, limit } = tokens.data;
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
          <NewTokenBar
            count={items.length}
            limit={limit}
            onNew={() => {
              setFresh(null);
              setAdding(true);
            }}
          />
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
            columns={columns}
          />
        )}
      </Flex>
    );
  };

  return <Card title={t('tokens.title')}>{body()}</Card>;
}
