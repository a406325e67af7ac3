import type { Coverage } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Flex, Progress, Tag, Typography } from 'antd';
import { formatSpan, LEAVE_STATUS_COLORS, leaveStatusLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

/** One of the requester's projects: the share of its team at work on those dates, and who else is away. */
export function CoverageProjectCard({ project }: { project: Coverage['projects'][number] }) {
  const t = useMessages(kpiMessages);
  return (
    <Card size="small">
      <Flex vertical gap={4}>
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text strong>{project.name}</Typography.Text>
          <Typography.Text>
            {t('leave.decision.atWork', {
              percent: project.presentPercent / 100,
              team: project.teamSize,
            })}
          </Typography.Text>
        </Flex>
        <Progress
          percent={project.presentPercent}
          size="small"
          showInfo={false}
          status={project.presentPercent < 50 ? 'exception' : 'normal'}
          aria-label={t('leave.decision.atWorkAria', {
            name: project.name,
            percent: project.presentPercent / 100,
          })}
        />
        {project.away.length === 0 ? (
          <Typography.Text type="secondary">{t('leave.decision.nobodyAway')}</Typography.Text>
        ) : (
          project.away.map((away) => (
            <Typography.Text key={`${away.peer._id}-${away.fromDate}`}>
              {t('leave.decision.away', {
                name: away.peer.name,
                span: formatSpan(t, { ...away, halfDayStart: false, halfDayEnd: false }),
              })}{' '}
              <Tag color={LEAVE_STATUS_COLORS[away.status]}>{leaveStatusLabel(t, away.status)}</Tag>
            </Typography.Text>
          ))
        )}
      </Flex>
    </Card>
  );
}
