import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { DemoEmail } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { Button, theme } from 'antd';
import { useSetStarred } from '../api/set-starred';
import { MailRowLink } from './mail-row-link';
import { emailMessages } from '../messages/messages';

/** A mail in the list: its checkbox, its star and the link that opens it. */
export function MailRow({
  mail,
  selected,
  onSelect,
}: {
  mail: DemoEmail;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const t = useMessages(emailMessages);
  const { token } = theme.useToken();
  const star = useSetStarred();
  const subject = mail.subject || t('email.noSubject');
  return (
    <li
      data-unread={mail.unread}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 4px',
        borderBottom: `1px solid ${token.colorSplit}`,
        background: selected ? token.colorFillTertiary : undefined,
      }}
    >
      <Checkbox
        aria-label={t('email.select', { subject })}
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <Button
        type="text"
        size="small"
        aria-label={t('email.star', { subject })}
        aria-pressed={mail.isStarred}
        icon={
          mail.isStarred ? (
            <StarFilled aria-hidden style={{ color: token.colorWarning }} />
          ) : (
            <StarOutlined aria-hidden />
          )
        }
        onClick={() => star.mutate({ mailId: mail.id })}
      />
      <MailRowLink mail={mail} subject={subject} />
    </li>
  );
}
