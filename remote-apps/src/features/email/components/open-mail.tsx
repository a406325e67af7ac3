import type { DemoEmail } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useMarkUnread } from '../api/mark-unread';
import { MailAttachments } from './mail-attachments';
import { MailBody } from './mail-body';
import { MailLabelTags } from './mail-labels';
import { MailThread } from './mail-thread';
import { OpenMailToolbar } from './open-mail-toolbar';
import { emailMessages } from '../messages/messages';

/** The open mail: its toolbar, subject, labels, message and attachments, then its replies. */
export function OpenMail({
  mail,
  backButton,
  onLeave,
}: {
  mail: DemoEmail;
  backButton: ReactNode;
  onLeave: () => void;
}) {
  const t = useMessages(emailMessages);
  const markUnread = useMarkUnread();
  const heading = useRef<HTMLHeadingElement>(null);
  const markedRead = useRef<number | null>(null);
  const { mutate: markMail } = markUnread;

  useEffect(() => heading.current?.focus(), [mail.id]);
  useEffect(() => {
    // opening reads it, once: a refused change is not sent again and again
    if (mail.unread && markedRead.current !== mail.id) {
      markedRead.current = mail.id;
      markMail({ ids: [mail.id], unread: false });
    }
  }, [mail.id, mail.unread, markMail]);

  const subject = mail.subject || t('email.noSubject');
  return (
    <Flex vertical gap={16} style={{ minWidth: 0 }}>
      <OpenMailToolbar mail={mail} backButton={backButton} onLeave={onLeave} />
      <article aria-labelledby={`email-subject-${mail.id}`}>
        <Typography.Title
          level={4}
          id={`email-subject-${mail.id}`}
          ref={heading}
          tabIndex={-1}
          dir="auto"
          translate={mail.subject ? 'no' : undefined}
          style={{ marginTop: 0 }}
        >
          {subject}
        </Typography.Title>
        <MailLabelTags labels={mail.labels} />
        <MailBody mail={mail} />
        {mail.attachments.length > 0 && <MailAttachments attachments={mail.attachments} />}
      </article>
      {mail.replies.length > 0 && <MailThread mail={mail} />}
    </Flex>
  );
}
