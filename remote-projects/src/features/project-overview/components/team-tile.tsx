import type { CurrentStatus, ProjectOverview } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';

const STATUS = {
  office: { label: 'team.status.office', colour: 'green' },
  wfh: { label: 'team.status.wfh', colour: 'blue' },
  field: { label: 'team.status.field', colour: 'purple' },
  leave: { label: 'team.status.leave', colour: 'default' },
} as const satisfies Record<CurrentStatus, { label: string; colour: string }>;

/** Each member of the team and where they are today (approved leave shows as away). */
export function TeamTile({ team }: { team: ProjectOverview['team'] }) {
  const t = useMessages(projectsMessages);
  return (
    <Card title={t('team.title')} size="small">
      {team.length === 0 ? (
        <Typography.Text type="secondary">{t('team.empty')}</Typography.Text>
      ) : (
        <ul aria-label={t('team.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {team.map((person) => (
            <li key={person._id} style={{ padding: '6px 0' }}>
              <Flex align="center" gap={8} justify="space-between" wrap>
                <Flex align="center" gap={8}>
                  <Avatar src={person.profilePic ?? undefined}>{person.name.charAt(0).toUpperCase()}</Avatar>
                  <div>
                    <Typography.Text strong>{person.name}</Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {[person.role === 'manager' ? t('team.manager') : null, person.jobRole]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography.Text>
                  </div>
                </Flex>
                <Tag color={STATUS[person.currentStatus].colour}>{t(STATUS[person.currentStatus].label)}</Tag>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
