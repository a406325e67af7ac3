import type { ApiToken } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { ClickPopconfirm, formatMoment, useMessages } from '@timely/shared-ui';
import type { TableColumnsType } from 'antd';
import { Button, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { useApiTokenActions } from './api/api-tokens';
import { accountMessages } from './messages/messages';

type Revoke = ReturnType<typeof useApiTokenActions>['revoke'];

/** The token list's columns: name and start, scope, made, expires (red once past), last used, and revoke. */
export function useApiTokenColumns(revoke: Revoke): TableColumnsType<ApiToken> {
  const t = useMessages(accountMessages);
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const moment = (iso: string) => formatMoment(iso, timeZone);
  return [
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
          <Typography.Text type="danger">{t('tokens.expired', { date: moment(token.expiresAt) })}</Typography.Text>
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
  ];
}
