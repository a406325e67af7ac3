import type { DemoEmail } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Avatar, theme } from 'antd';
import { Link } from 'react-router-dom';
import { formatListTime, initialsOf } from '../utils/mail-time';
import { LabelDot, VisuallyHidden, labelName } from './mail-labels';
import { emailMessages } from '../messages/messages';

/** The link that opens a mail: sender, time, subject, the message's start and its labels. */
export function MailRowLink({ mail, subject }: { mail: DemoEmail; subject: string }) {
  const t = useMessages(emailMessages);
  const { token } = theme.useToken();
  const weight = mail.unread ? 700 : undefined;
  return (
    <Link
      to={{ search: `?mail=${mail.id}` }}
      className="email-row-link"
      data-mail-id={mail.id}
      style={{ display: 'flex', alignItems: 'center', gap: 12, flex: 1, minWidth: 0, color: token.colorText }}
    >
      <Avatar aria-hidden size="small" style={{ flex: 'none' }}>
        {initialsOf(mail.sender_name)}
      </Avatar>
      <span style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <span style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
          <bdi
            translate="no"
            style={{ fontWeight: weight, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {mail.sender_name}
          </bdi>
          {mail.unread && <VisuallyHidden>{`(${t('email.unreadMark')})`}</VisuallyHidden>}
          <span
            style={{
              marginInlineStart: 'auto',
              flex: 'none',
              color: token.colorTextSecondary,
              fontSize: token.fontSizeSM,
              fontWeight: weight,
            }}
          >
            {formatListTime(mail)}
          </span>
        </span>
        <span
          dir="auto"
          translate={mail.subject ? 'no' : undefined}
          style={{ fontWeight: weight, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {subject}
        </span>
        <span style={{ display: 'flex', gap: 6, alignItems: 'center', minWidth: 0 }}>
          <span
            dir="auto"
            translate="no"
            style={{
              color: token.colorTextSecondary,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              flex: 1,
              minWidth: 0,
            }}
          >
            {mail.message}
          </span>
          {mail.labels.map((label) => (
            <span key={label} title={labelName(t, label)} style={{ display: 'inline-flex' }}>
              <LabelDot label={label} />
              <VisuallyHidden>{labelName(t, label)}</VisuallyHidden>
            </span>
          ))}
        </span>
      </span>
    </Link>
  );
}
