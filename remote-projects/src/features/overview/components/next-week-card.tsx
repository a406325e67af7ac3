import { AvatarStack, formatWeekday } from '@timely/shared-ui';
import { Flex, Tag, Typography } from 'antd';
import { useNextWeekAvailability } from '../api/get-next-week-availability';
import { WidgetCard } from './widget-card';

/** Next week, Monday to Friday: how many are available, and who is away (approved leave, public holidays). */
export function NextWeekCard() {
  const query = useNextWeekAvailability();
  return (
    <WidgetCard
      title="Next week's availability"
      query={query}
      isEmpty={(data) => data.total === 0}
      empty="No peers yet."
    >
      {(data) => (
        <ul aria-label="Next week" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.days.map((day) => (
            <li key={day.day} style={{ padding: '6px 0' }}>
              <Flex align="center" justify="space-between" gap={8} wrap>
                <Typography.Text strong>{formatWeekday(day.day)}</Typography.Text>
                {day.holiday ? (
                  <Tag>{day.holiday} · everyone away</Tag>
                ) : (
                  <Flex align="center" gap={8}>
                    <Typography.Text>
                      {day.available} available · {day.away} away
                    </Typography.Text>
                    {day.awayPeers.length ? (
                      <AvatarStack
                        people={day.awayPeers.map((peer) => ({
                          id: peer._id,
                          name: peer.name,
                          imageUrl: peer.profilePic,
                          label: `${peer.name}${peer.halfDay ? ' (half day)' : ''}`,
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
