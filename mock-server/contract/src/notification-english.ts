import { fillMessage } from './error-codes.js';
import type { NotificationMessageCode, NotificationText } from './notifications.js';

/**
 * What each notification code says in English, with its values filled as they are (`{name}`; a day is
 * `YYYY-MM-DD`): the `title`/`body` the server stores beside the code, for readers that do not word codes.
 */
export const NOTIFICATION_MESSAGES = {
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
  'watch.changed':
    '{actor} {what, select, status {changed the status of} completed {completed} comment {commented on} dueDate {changed the due date of} status_comment {changed the status and commented on} status_dueDate {changed the status and due date of} completed_comment {completed and commented on} completed_dueDate {changed the due date and completed} comment_dueDate {changed the due date and commented on} status_comment_dueDate {changed the status and due date and commented on} completed_comment_dueDate {changed the due date, completed and commented on} other {updated}} {task}',
  'watch.details':
    '{status, select, not_started {Status: not started. } in_progress {Status: in progress. } stuck {Status: stuck. } other {}}{pointsTo, select, none {} other {Completed by {completedBy}: {points, plural, one {# karma point} other {# karma points}} to {pointsTo}. }}{dueDate, select, none {} cleared {Due date removed. } other {Due {dueDate}. }}{comment, select, none {} other {{commenter}: {comment}}}',
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
} as const satisfies Record<NotificationMessageCode, string>;

/** The English of a code with its values (a name without a value stays as written). */
export function notificationEnglish({ code, params = {} }: NotificationText): string {
  return fillMessage(NOTIFICATION_MESSAGES[code], params);
}
