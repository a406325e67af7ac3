import { MailOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { DemoEmail } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Button, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useMarkUnread } from '../api/mark-unread';
import { useMoveMails } from '../api/move-mails';
import { useSetLabels } from '../api/set-labels';
import { useSetStarred } from '../api/set-starred';
import { LabelMenu, MoveToMenu } from './mail-actions';
import { emailMessages } from '../messages/messages';

type Props = { mail: DemoEmail; backButton: ReactNode; onLeave: () => void };

/** What can be done with the open mail: back, star, move, mark unread (both leave it) and labels. */
export function OpenMailToolbar({ mail, backButton, onLeave }: Props) {
  const t = useMessages(emailMessages);
  const { token } = theme.useToken();
  const star = useSetStarred();
  const move = useMoveMails();
  const markUnread = useMarkUnread();
  const setLabels = useSetLabels();
  return (
    <Flex role="toolbar" aria-label={t('email.actions')} gap={8} wrap align="center">
      {backButton}
      <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
        <Button
          aria-pressed={mail.isStarred}
          icon={
            mail.isStarred ? (
              <StarFilled aria-hidden style={{ color: token.colorWarning }} />
            ) : (
              <StarOutlined aria-hidden />
            )
          }
          onClick={() => star.mutate({ mailId: mail.id })}
        >
          {t('email.starOpen')}
        </Button>
        <MoveToMenu
          current={mail.mailFolder}
          onMove={(folder) => {
            move.mutate({ ids: [mail.id], folder });
            onLeave();
          }}
        />
        <Button
          icon={<MailOutlined aria-hidden />}
          onClick={() => {
            markUnread.mutate({ ids: [mail.id], unread: true });
            onLeave();
          }}
        >
          {t('email.markUnread')}
        </Button>
        <LabelMenu present={mail.labels} onToggle={(label) => setLabels.mutate({ ids: [mail.id], label })} />
      </Flex>
    </Flex>
  );
}
