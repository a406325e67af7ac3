import type { Task } from '@timely/contract';
import type { Translate } from '@timely/shared-ui';
import type { projectsMessages } from '../../messages/messages';

/**
 * What completing a task says: which task and who got its karma points ("Login form completed — 8
 * points to Sam"), split when the assignee recognised a peer, or that nobody did (an unassigned task completed from outside the team).
 */
export function completionToast(t: Translate<typeof projectsMessages>, task: Pick<Task, 'title' | 'karma'>): string {
  const { title, karma } = task;
  if (!karma) return t('tasks.toast.completedNoPoints', { title });
  if (karma.recognisedPoints > 0 && karma.recognisedPoints < karma.points)
    return t('tasks.toast.completedSplit', {
      title,
      kept: Math.round((karma.points - karma.recognisedPoints) * 100) / 100,
      name: karma.earnedBy.name,
      recognised: karma.recognisedPoints,
      peer: karma.recipient.name,
    });
  return t('tasks.toast.completedTo', { title, points: karma.points, name: karma.recipient.name });
}
