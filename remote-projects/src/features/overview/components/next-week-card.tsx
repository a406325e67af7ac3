import { AvatarStack, formatWeekday, useMessages } from '@timely/shared-ui';
import { Flex, Tag, Typography } from 'antd';
import { useNextWeekAvailability } from '../api/get-next-week-availability';
import { WidgetCard } from './widget-card';
import { overviewMessages } from '../messages/messages';

/** Next week, Monday to Friday: how many are available, and who is away (approved leave, public holidays). */
export function NextWeekCard() {
  const t = useMessages(overviewMessages);
  const query = useNextWeekAvailability();
  return (
    <WidgetCard
      // a row for each of the five days
      reserve={204}
      title={t('dash.nextWeek.title')}
      query={query}
      exported={{ widget: 'nextWeek' }}
      isEmpty={(data) => data.total === 0}
      empty={t('dash.noPeers')}
    >
      {(data) => (
        <ul aria-label={t('dash.nextWeek.label')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.days.map((day) => (
            <li key={day.day} style={{ padding: '6px 0' }}>
              <Flex align="center" justify="space-between" gap={8} wrap>
                <Typography.Text strong>{formatWeekday(day.day)}</Typography.Text>
                {day.holiday ? (
                  <Tag>{t('dash.nextWeek.holiday', { name: day.holiday })}</Tag>
                ) : (
                  <Flex align="center" gap={8}>
                    <Typography.Text>
                      {t('dash.nextWeek.counts', { available: day.available, away: day.away })}
                    </Typography.Text>
                    {day.awayPeers.length ? (
                      <AvatarStack
                        people={day.awayPeers.map((peer) => ({
                          id: peer._id,
                          name: peer.name,
                          imageUrl: peer.profilePic,
                          label: peer.halfDay ? t('dash.nextWeek.halfDay', { name: peer.name }) : peer.name,
                        }))}
                      />
                    ) : null}
                  </Flex>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
