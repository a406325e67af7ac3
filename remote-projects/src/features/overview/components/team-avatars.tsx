import type { ProjectPerson } from '@timely/mock-server/contract';
import { Avatar, Tooltip } from 'antd';

/** A project's team as overlapping avatars, each naming its person (image alt and tooltip). */
export function TeamAvatars({ team, max = 4 }: { team: ProjectPerson[]; max?: number }) {
  return (
    <Avatar.Group max={{ count: max }} size="small">
      {team.map((person) => (
        <Tooltip key={person._id} title={person.name}>
          <Avatar src={person.profilePic ?? undefined} alt={person.name} aria-label={person.name}>
            {person.name.charAt(0).toUpperCase()}
          </Avatar>
        </Tooltip>
      ))}
    </Avatar.Group>
  );
}
