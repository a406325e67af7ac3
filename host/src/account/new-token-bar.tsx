import { useMessages } from '@timely/shared-ui';
import { Button, Flex, Typography } from 'antd';
import { accountMessages } from './messages/messages';

/** The button to make a token (off at the limit) and how many there are of how many allowed. */
export function NewTokenBar({ count, limit, onNew }: { count: number; limit: number; onNew: () => void }) {
  const t = useMessages(accountMessages);
  const atLimit = count >= limit;
  return (
    <Flex gap={12} align="center" wrap>
      <Button type="primary" disabled={atLimit} onClick={onNew}>
        {t('tokens.new')}
      </Button>
      <Typography.Text type="secondary">
        {atLimit ? t('tokens.atLimit', { limit }) : t('tokens.count', { count, limit })}
      </Typography.Text>
    </Flex>
  );
}
