import type { ProjectPerson } from '@timely/contract';
import { AvatarStack } from '@timely/shared-ui';

/** A project's team as overlapping avatars, each naming its person (image alt and tooltip). */
export function TeamAvatars({ team, max = 4 }: { team: ProjectPerson[]; max?: number }) {
  return (
    <AvatarStack
      people={team.map((person) => ({ id: person._id, name: person.name, imageUrl: person.profilePic }))}
      max={max}
    />
  );
}
