import { CALENDAR_FEEDS, type CalendarFeedLinks } from '@timely/contract';
import { QueryErrorState, sessionUserAtom, useErrorText } from '@timely/shared-auth';
import { ClickPopconfirm, formatMoment, LoadingState, useMessages } from '@timely/shared-ui';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useCalendarFeedActions, useCalendarFeeds } from './api/calendar-feeds';
import { accountMessages } from './messages/messages';

/**
 * The user's calendar feeds (iCalendar): addresses to paste into Google Calendar, Outlook or Apple Calendar
 * for the team's leave, public holidays, their projects' sprints and their own due dates. The server keeps
 * only a hash of the secret in them, so they are shown once, right after they are made.
 */
export function CalendarFeedsCard() {
  const t = useMessages(accountMessages);
  const errorText = useErrorText();
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const status = useCalendarFeeds();
  const { create, stop } = useCalendarFeedActions();
  const fresh = create.data;
  const failure = create.error ?? stop.error;

  const body = () => {
    if (status.isPending) return <LoadingState label={t('calendar.loading')} />;
    if (status.isError) return <QueryErrorState query={status} title={t('calendar.loadFailed')} />;
    const { active, createdAt, lastUsedAt } = status.data;
    return (
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('calendar.intro')}</Typography.Text>
        {fresh && active && <FreshLinks links={fresh.links} />}
        {active && !fresh && createdAt && (
          <Typography.Text>
            {t('calendar.active', {
              created: formatMoment(createdAt, timeZone),
              read: lastUsedAt ? formatMoment(lastUsedAt, timeZone) : 'never',
            })}
          </Typography.Text>
        )}
        {failure && <Alert type="error" showIcon title={errorText(failure)} />}
        <Flex gap={8} wrap>
          {active ? (
            <>
              <ClickPopconfirm
                title={t('calendar.renewConfirm')}
                okText={t('calendar.renew')}
                cancelText={t('calendar.cancel')}
                onConfirm={() => create.mutate()}
              >
                <Button loading={create.isPending}>{t('calendar.renew')}</Button>
              </ClickPopconfirm>
              <ClickPopconfirm
                title={t('calendar.stopConfirm')}
                okText={t('calendar.stop')}
                okButtonProps={{ danger: true }}
                cancelText={t('calendar.cancel')}
                onConfirm={() => stop.mutate(undefined, { onSuccess: () => create.reset() })}
              >
                <Button danger loading={stop.isPending}>
                  {t('calendar.stop')}
                </Button>
              </ClickPopconfirm>
            </>
          ) : (
            <Button type="primary" loading={create.isPending} onClick={() => create.mutate()}>
              {t('calendar.create')}
            </Button>
          )}
        </Flex>
      </Flex>
    );
  };

  return <Card title={t('calendar.title')}>{body()}</Card>;
}

/** The four addresses, each to copy, with the warning that this is the only time they show. */
function FreshLinks({ links }: { links: CalendarFeedLinks['links'] }) {
  const t = useMessages(accountMessages);
  return (
    <Flex vertical gap={12}>
      <Alert type="warning" showIcon title={t('calendar.showOnce')} />
      <dl style={{ margin: 0 }}>
        {CALENDAR_FEEDS.map((feed) => (
          <div key={feed} style={{ marginBottom: 8 }}>
            <dt style={{ fontWeight: 600 }}>{t('calendar.feed', { feed })}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
              <Typography.Text code copyable={{ text: links[feed] }} translate="no">
                {links[feed]}
              </Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
    </Flex>
  );
}
