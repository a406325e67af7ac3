import type { CurrentStatus, ProjectOverview } from '@timely/contract';
import { Avatar, Card, Flex, Tag, Typography } from 'antd';

const STATUS: Record<CurrentStatus, { label: string; colour: string }> = {
  office: { label: 'In office', colour: 'green' },
  wfh: { label: 'Working from home', colour: 'blue' },
  field: { label: 'On field', colour: 'purple' },
  leave: { label: 'Away', colour: 'default' },
};

/** Each member of the team and where they are today (approved leave shows as away). */
export function TeamTile({ team }: { team: ProjectOverview['team'] }) {
  return (
    <Card title="Team" size="small">
      {team.length === 0 ? (
        <Typography.Text type="secondary">Nobody is on this project yet.</Typography.Text>
      ) : (
        <ul aria-label="Team" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {team.map((person) => (
            <li key={person._id} style={{ padding: '6px 0' }}>
              <Flex align="center" gap={8} justify="space-between" wrap>
                <Flex align="center" gap={8}>
                  <Avatar src={person.profilePic ?? undefined}>{person.name.charAt(0).toUpperCase()}</Avatar>
                  <div>
                    <Typography.Text strong>{person.name}</Typography.Text>
                    <Typography.Text type="secondary" style={{ display: 'block' }}>
                      {[person.role === 'manager' ? 'Manager' : null, person.jobRole].filter(Boolean).join(' · ')}
                    </Typography.Text>
                  </div>
                </Flex>
                <Tag color={STATUS[person.currentStatus].colour}>{STATUS[person.currentStatus].label}</Tag>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
