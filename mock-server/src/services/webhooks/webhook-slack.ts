import { taskPagePath } from '@timely/contract';

type Named = { id?: unknown; name?: unknown; title?: unknown };
type Body = { event: string; company: { name: string }; data: Record<string, unknown> };

/** Slack's mrkdwn treats these three as markup: escaped as its docs ask. */
function escape(text: unknown): string {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function nameOf(value: unknown): string {
  const named = (value ?? {}) as Named;
  return escape(named.name ?? named.title ?? '');
}

/**
 * The one line a Slack incoming webhook shows for an event (`{"text": …}`), in English: Slack's channel is
 * read by people of several languages and the payload is the same for all. Links lead to the portal.
 */
export function slackTextOf(body: Body, portalUrl: string): string {
  const data = body.data;
  const actor = nameOf(data.actor) || 'Someone';
  const project = nameOf(data.project);
  const task = (data.task ?? {}) as Named & { status?: unknown; from?: unknown };
  const taskLink = task.id
    ? `<${portalUrl}${taskPagePath(String(task.id))}|${escape(task.title)}>`
    : `“${escape(task.title)}”`;
  const inProject = project ? ` in ${project}` : '';
  const sprint = nameOf(data.sprint);
  const leave = (data.leave ?? {}) as { type?: unknown; fromDate?: unknown; toDate?: unknown; status?: unknown };
  const person = nameOf(data.person);
  const excerpt = escape(
    (data.comment as { excerpt?: unknown } | undefined)?.excerpt ??
      (data.post as { excerpt?: unknown } | undefined)?.excerpt ??
      '',
  );
  switch (body.event) {
    case 'task.created':
      return `${actor} created ${taskLink}${inProject}`;
    case 'task.status_changed':
      return `${actor} moved ${taskLink} from ${escape(task.from)} to ${escape(task.status)}${inProject}`;
    case 'task.completed':
      return `${actor} completed ${taskLink}${inProject}`;
    case 'task.commented':
      return `${actor} commented on ${taskLink}: ${excerpt}`;
    case 'sprint.started':
      return `${actor} started ${sprint}${inProject}`;
    case 'sprint.closed':
      return `${actor} closed ${sprint}${inProject}`;
    case 'leave.requested':
      return `${person} asked for ${escape(leave.type)} leave from ${escape(leave.fromDate)} to ${escape(leave.toDate)}`;
    case 'leave.decided':
      return `${actor} ${leave.status === 'approved' ? 'approved' : 'rejected'} ${person}’s ${escape(leave.type)} leave from ${escape(leave.fromDate)} to ${escape(leave.toDate)}`;
    case 'feed.posted':
      return `${actor} posted on ${escape(body.company.name)}’s feed: ${excerpt}`;
    case 'ping':
      return `Timely: this webhook of ${escape(body.company.name)} is reached.`;
    default:
      return `${escape(body.event)} in ${escape(body.company.name)}`;
  }
}
