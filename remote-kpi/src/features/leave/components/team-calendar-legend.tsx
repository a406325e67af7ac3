import { LEAVE_TYPE_VALUES } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Flex, Tag, Typography } from 'antd';
import { LEAVE_TYPE_COLORS, leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

/** What the calendar's colours mean. */
export function TeamCalendarLegend() {
  const t = useMessages(kpiMessages);
  return (
    <Flex gap={8} wrap style={{ marginTop: 12 }}>
      {LEAVE_TYPE_VALUES.map((type) => (
        <Tag key={type} color={LEAVE_TYPE_COLORS[type]}>
          {leaveTypeLabel(t, type)}
        </Tag>
      ))}
      <Tag>{t('leave.calendar.awayUnshared')}</Tag>
      <Typography.Text type="secondary">{t('leave.calendar.legend')}</Typography.Text>
    </Flex>
  );
}
