import type { DemoEmail } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Typography, theme } from 'antd';
import { formatFullTime } from '../utils/mail-time';
import { MailBody } from './mail-body';
import { emailMessages } from '../messages/messages';

/** A mail's replies, in order, each named by its sender and time. */
export function MailThread({ mail }: { mail: DemoEmail }) {
  const t = useMessages(emailMessages);
  const { token } = theme.useToken();
  return (
    <section aria-labelledby={`email-thread-${mail.id}`}>
      <Typography.Title level={5} id={`email-thread-${mail.id}`}>
        {t('email.thread')} · {t('email.replies', { count: mail.replies.length })}
      </Typography.Title>
      <ol aria-label={t('email.thread')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {mail.replies.map((reply) => (
          <li
            key={reply.id}
            style={{
              borderInlineStart: `3px solid ${token.colorBorder}`,
              paddingInlineStart: 12,
              marginBottom: 12,
            }}
          >
            <article aria-label={`${reply.sender_name}, ${formatFullTime(reply)}`}>
              <MailBody mail={reply} />
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
