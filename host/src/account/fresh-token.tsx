import type { CreatedApiToken } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Alert, Button, Flex, Typography } from 'antd';
import { accountMessages } from './messages/messages';

/** The new token's secret, to copy, with the warning that this is the only time it shows. */
export function FreshToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
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
