import type { CurrentStatus, ProjectOverview } from '@timely/mock-server/contract';
import { Avatar, Card, List, Tag, Typography } from 'antd';

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
        <List
          size="small"
          dataSource={team}
          aria-label="Team"
          renderItem={(person) => (
            <List.Item extra={<Tag color={STATUS[person.currentStatus].colour}>{STATUS[person.currentStatus].label}</Tag>}>
              <List.Item.Meta
                avatar={<Avatar src={person.profilePic ?? undefined}>{person.name.charAt(0).toUpperCase()}</Avatar>}
                title={person.name}
                description={[person.role === 'manager' ? 'Manager' : null, person.jobRole].filter(Boolean).join(' · ') || undefined}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
