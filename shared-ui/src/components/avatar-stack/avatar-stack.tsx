import { Avatar } from 'antd';
import { useMessages } from '../../i18n/use-messages';
import { sharedUiMessages } from '../../messages/messages';
import { HoverTooltip } from '../hover-tooltip/hover-tooltip';

export type StackedPerson = {
  id: string;
  name: string;
  imageUrl?: string | null;
  /** What the tooltip says; the name when left out ("Ada Admin (manager)"). */
  label?: string;
};

/**
 * People as overlapping small avatars: the first `max`, then "+N" naming the others in its tooltip.
 * antd's Avatar.Group `max` does the same with a Popover per group, which a table renders on every row
 * (about 20 ms of a projects page's first render); here each tooltip mounts when first pointed at.
 */
export function AvatarStack({ people, max = 3 }: { people: StackedPerson[]; max?: number }) {
  const shown = people.length > max ? people.slice(0, max) : people;
  const others = people.slice(shown.length);
  const t = useMessages(sharedUiMessages);
  return (
    <Avatar.Group size="small">
      {shown.map((person) => (
        <HoverTooltip key={person.id} title={person.label ?? person.name}>
          <Avatar src={person.imageUrl ?? undefined} alt={person.name} aria-label={person.name}>
            {person.name.trim().charAt(0).toUpperCase()}
          </Avatar>
        </HoverTooltip>
      ))}
      {others.length > 0 && (
        <HoverTooltip title={others.map((person) => person.label ?? person.name).join(', ')}>
          <Avatar
            aria-label={t('avatarStack.more', {
              count: others.length,
              names: others.map((person) => person.name).join(', '),
            })}
          >
            +{others.length}
          </Avatar>
        </HoverTooltip>
      )}
    </Avatar.Group>
  );
}
