import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  MailOutlined,
  PaperClipOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import type { DemoEmail } from '@timely/contract';
import { EmptyState, ErrorState, isRightToLeft, useLanguage, useMessages } from '@timely/shared-ui';
import { Avatar, Button, Flex, Skeleton, Typography, theme } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOpenMail } from '../api/get-open-mail';
import { useMarkUnread } from '../api/mark-unread';
import { useMoveMails } from '../api/move-mails';
import { useSetLabels } from '../api/set-labels';
import { useSetStarred } from '../api/set-starred';
import { sentAt, type MailFilter } from '../utils/mail-filters';
import { formatFullTime, initialsOf } from '../utils/mail-time';
import { filterName } from './folder-pane';
import { LabelMenu, MoveToMenu } from './mail-actions';
import { MailLabelTags } from './mail-labels';
import { emailMessages } from '../messages/messages';

/** One mail in full, its replies as a thread, and what can be done with it. Opening an unread mail reads it. */
export function MailView({ id, filter }: { id: number; filter: MailFilter }) {
  const t = useMessages(emailMessages);
  const navigate = useNavigate();
  const query = useOpenMail(id, filter);
  const folder = filterName(t, filter);
  const back = () => void navigate({ search: '' }, { state: { fromMail: id } });
  const rtl = isRightToLeft(useLanguage());
  const backButton = (
    <Button
      icon={rtl ? <ArrowRightOutlined aria-hidden /> : <ArrowLeftOutlined aria-hidden />}
      onClick={back}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('email.back', { folder })}
    </Button>
  );
  if (query.isPending) {
    return (
      <Flex vertical gap={12}>
        {backButton}
        <div role="status" aria-label={t('email.loading')} aria-busy>
          <Skeleton active avatar paragraph={{ rows: 4 }} />
        </div>
      </Flex>
    );
  }
  if (query.isError) {
    return (
      <Flex vertical gap={12}>
        {backButton}
        <ErrorState message={t('email.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </Flex>
    );
  }
  if (!query.data) {
    return (
      <Flex vertical gap={12}>
        {backButton}
        <EmptyState description={t('email.notFound', { folder })} />
      </Flex>
    );
  }
  return <OpenMail mail={query.data} backButton={backButton} onLeave={back} />;
}

function OpenMail({ mail, backButton, onLeave }: { mail: DemoEmail; backButton: ReactNode; onLeave: () => void }) {
  const t = useMessages(emailMessages);
  const { token } = theme.useToken();
  const star = useSetStarred();
  const move = useMoveMails();
  const markUnread = useMarkUnread();
  const setLabels = useSetLabels();
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
        {mail.attachments.length > 0 && (
          <section aria-label={t('email.attachments')} style={{ marginTop: 16 }}>
            <Typography.Text strong>{t('email.attachments')}</Typography.Text>
            <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
              {mail.attachments.map((name) => (
                <li key={name}>
                  <Flex gap={6} align="center">
                    <PaperClipOutlined aria-hidden />
                    <bdi>{name}</bdi>
                  </Flex>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
      {mail.replies.length > 0 && (
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
      )}
    </Flex>
  );
}

/** Who wrote to whom and when, and the message: plain text, its line breaks kept. */
function MailBody({ mail }: { mail: Omit<DemoEmail, 'mailFolder' | 'replies'> }) {
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
