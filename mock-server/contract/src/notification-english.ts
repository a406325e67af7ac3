import { fillMessage } from './error-codes.js';
import type { NotificationWordCode, NotificationWords } from './notifications.js';

/**
 * What each notification code says in English, with its values filled as they are (`{name}`; a day is
 * `YYYY-MM-DD`): the `title`/`body` the server stores beside the code, for readers that do not word codes.
 */
export const NOTIFICATION_WORDS = {
  welcome: 'Welcome to Timely',
  'welcome.body': 'Set your time zone and avatar on your profile.',
  'task.assigned': 'New task: {task}',
  'task.assignedMany': '{count} new tasks: {task} and {more} more',
  'task.where': '{project}, {sprint}',
  'task.whereBacklog': '{project}, backlog',
  'task.whereThisSprint': '{project}, this sprint, {hours} h.',
  'task.mentioned': '{author} mentioned you on {task}',
  'task.recognised': 'You were recognised with {points} karma points',
  'task.recognisedBy': '{name} recognised you',
  'karma.earned': 'You earned {points} karma points',
  'karma.forTask': 'For completing "{task}" on time.',
  'feedback.received': 'You received peer feedback',
  'feedback.new': 'New 360° feedback',
  'feedback.receivedOn': 'A project mate on {project} rated you.',
  'leave.waiting': 'Leave request waiting for you',
  'leave.waitingBody': '{name} asked for {days} days of {type} leave.',
  'leave.asked': '{name} asks for leave {fromDate} to {toDate}',
  'leave.askedBody': 'Tell the approver whether the team can manage.',
  'leave.decided': 'Your {type} leave {fromDate} to {toDate} was {status}',
  'leave.approved': 'Leave approved',
  'leave.approvedBy': 'Your {type} leave was approved by {name}.',
  'leave.rejected': 'Leave rejected',
} as const satisfies Record<NotificationWordCode, string>;

/** The English of a code with its values (a name without a value stays as written). */
export function notificationEnglish({ code, params = {} }: NotificationWords): string {
  return fillMessage(NOTIFICATION_WORDS[code], params);
}
