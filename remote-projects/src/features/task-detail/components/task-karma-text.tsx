import type { Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';

/** The karma a completed task earned, and to whom part of it was given. */
export function TaskKarmaText({ karma }: { karma: NonNullable<Task['karma']> }) {
  const t = useMessages(projectsMessages);
  return karma.recognisedPoints > 0 && karma.recipient._id !== karma.earnedBy._id
    ? t('detail.karmaGiven', {
        points: karma.points,
        earner: karma.earnedBy.name,
        given: karma.recognisedPoints,
        recipient: karma.recipient.name,
      })
    : t('detail.karma', { points: karma.points, earner: karma.earnedBy.name });
}
