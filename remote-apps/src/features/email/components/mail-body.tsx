import type { DemoEmail } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Avatar, Flex, Typography, theme } from 'antd';
import { sentAt } from '../utils/mail-filters';
import { formatFullTime, initialsOf } from '../utils/mail-time';
import { emailMessages } from '../messages/messages';

/** Who wrote to whom and when, and the message: plain text, its line breaks kept. */
export function MailBody({ mail }: { mail: Omit<DemoEmail, 'mailFolder' | 'replies'> }) {
  const t = useMessages(emailMessages);
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8} style={{ marginTop: 12 }}>
      <Flex gap={12} align="flex-start" wrap>
        <Avatar aria-hidden style={{ flex: 'none' }}>
          {initialsOf(mail.sender_name)}
        </Avatar>
        <dl style={{ margin: 0, flex: 1, minWidth: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 8 }}>
          <dt style={{ color: token.colorTextSecondary }}>{t('email.from')}</dt>
          <dd style={{ margin: 0 }}>
            <strong>
              <bdi>{mail.sender_name}</bdi>
            </strong>{' '}
            <bdi style={{ color: token.colorTextSecondary }}>&lt;{mail.sender}&gt;</bdi>
          </dd>
          {mail.to.length > 0 && (
            <>
              <dt style={{ color: token.colorTextSecondary }}>{t('email.to')}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <bdi>{mail.to.join(', ')}</bdi>
              </dd>
            </>
          )}
          {mail.cc.length > 0 && (
            <>
              <dt style={{ color: token.colorTextSecondary }}>{t('email.cc')}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                <bdi>{mail.cc.join(', ')}</bdi>
              </dd>
            </>
          )}
        </dl>
        <Typography.Text type="secondary" style={{ flex: 'none' }}>
          <time dateTime={new Date(sentAt(mail)).toISOString()}>{formatFullTime(mail)}</time>
        </Typography.Text>
      </Flex>
      <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {mail.message}
      </Typography.Paragraph>
    </Flex>
  );
}
