import { sprintSchema, taskCommentSchema, taskSchema } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { multipartFile } from '../uploads.js';
import { CALLER_EMAILS, row, signedIn, type Caller, type MatrixContext, type MatrixRow } from './matrix-types.js';

/**
 * Tasks (issue #7): everyone on the project reads them; managers of the project (level3 any) plan them
 * and import plans; whoever has a task moves it and sets its ETA; anyone on the project takes an open
 * task. Another company gets 404.
 */

// Atlas: managed by manager@acme, with member@acme on its team
const ATLAS = seedId('project', 'acme', 'atlas');
const MEMBER_ID = seedId('user', 'acme', 2);
const manages = (status: number) => signedIn(status, { level1: 403, otherCompany: 404 });
const onProject = (status: number) => signedIn(status, { otherCompany: 404 });
/** A day `offset` days from the server's today. */
const day = (context: MatrixContext, offset: number) =>
  new Date(context.server.app.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** A fresh open sprint on Atlas, made by the admin. */
async function freshSprint(context: MatrixContext): Promise<string> {
  const response = await context.server.app.inject({
    method: 'POST',
    url: `/v2/projects/${ATLAS}/sprints`,
    headers: await context.server.authHeaders('admin@acme.test'),
    payload: { name: 'Matrix task sprint', startDate: day(context, 0), endDate: day(context, 4) },
  });
  return sprintSchema.parse(response.json())._id;
}

/** A fresh task not started on Atlas, assigned to member@acme unless `open`. */
async function freshTask(context: MatrixContext, open = false): Promise<string> {
  const response = await context.server.app.inject({
    method: 'POST',
    url: `/v2/sprints/${await freshSprint(context)}/tasks`,
    headers: await context.server.authHeaders('admin@acme.test'),
    payload: { title: 'Matrix task', estimateHours: 2, assigneeId: open ? null : MEMBER_ID },
  });
  return taskSchema.parse(response.json())._id;
}

// Atlas's first sprint, closed by the seed: it has a burndown and a report
const ATLAS_CLOSED_SPRINT = seedId('sprint', ATLAS, 1);

/** A comment on a fresh Atlas task by the caller (another company's caller gets one by the admin, which it cannot reach). */
async function ownComment(context: MatrixContext, caller: Caller): Promise<string> {
  const author =
    caller === 'level1' || caller === 'level2' || caller === 'level3' ? CALLER_EMAILS[caller] : 'admin@acme.test';
  const response = await context.server.app.inject({
    method: 'POST',
    url: `/v2/tasks/${await freshTask(context)}/comments`,
    headers: await context.server.authHeaders(author),
    payload: { body: 'Matrix comment' },
  });
  return taskCommentSchema.parse(response.json())._id;
}

const plan = () =>
  multipartFile(Buffer.from('title,estimateHours\r\nMatrix import,2\r\n'), {
    filename: 'plan.csv',
    contentType: 'text/csv',
  });

export const rows: MatrixRow[] = [
  row('GET', '/v2/sprints/:id/tasks', onProject(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/tasks`,
  })),
  row('POST', '/v2/sprints/:id/tasks', manages(201), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/tasks`,
    payload: { title: 'Matrix', estimateHours: 1 },
  })),
  row('GET', '/v2/sprints/:id/tasks/import-sample', manages(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/tasks/import-sample`,
  })),
  row('POST', '/v2/sprints/:id/tasks/import/preview', manages(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/tasks/import/preview`,
    ...plan(),
  })),
  row('POST', '/v2/sprints/:id/tasks/import', manages(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/tasks/import`,
    ...plan(),
  })),
  row('PATCH', '/v2/tasks/:id', manages(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}`,
    payload: { title: 'Renamed by the matrix', storyPoints: 3 },
  })),
  row('DELETE', '/v2/tasks/:id', manages(200), async (context) => ({ url: `/v2/tasks/${await freshTask(context)}` })),
  row('POST', '/v2/tasks/:id/assign-self', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context, true)}/assign-self`,
  })),
  // member@acme has the task; manager@acme manages Atlas
  row('POST', '/v2/tasks/:id/status', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/status`,
    payload: { status: 'in_progress' },
  })),
  row('PUT', '/v2/tasks/:id/eta', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/eta`,
    payload: { optimisticDate: day(context, 1), conservativeDate: day(context, 4) },
  })),
  row('GET', '/v2/tasks/:id/helpers', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/helpers`,
  })),
  // issue #27: backlog, moves, bulk edits, board, task page, comments, history, burndown and report
  row('GET', '/v2/projects/:id/backlog', onProject(200), () => ({ url: `/v2/projects/${ATLAS}/backlog` })),
  // the task lists' exports: whoever may read the list, as CSV or XLSX
  row('GET', '/v2/sprints/:id/tasks/export', onProject(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/tasks/export`,
  })),
  row('GET', '/v2/projects/:id/backlog/export', onProject(200), () => ({
    url: `/v2/projects/${ATLAS}/backlog/export?format=xlsx`,
  })),
  row('POST', '/v2/projects/:id/backlog', manages(201), () => ({
    url: `/v2/projects/${ATLAS}/backlog`,
    payload: { title: 'Matrix backlog task', estimateHours: 1 },
  })),
  row('POST', '/v2/projects/:id/tasks/bulk', manages(200), async (context) => ({
    url: `/v2/projects/${ATLAS}/tasks/bulk`,
    payload: { action: 'move', taskIds: [await freshTask(context)], sprintId: null },
  })),
  row('POST', '/v2/tasks/:id/move', manages(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/move`,
    payload: { sprintId: null },
  })),
  // issue #49: the WIP limits of the project's board columns
  row('PUT', '/v2/projects/:id/wip-limits', manages(200), () => ({
    url: `/v2/projects/${ATLAS}/wip-limits`,
    payload: { limits: { in_progress: 5 } },
  })),
  row('GET', '/v2/sprints/:id/board', onProject(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/board`,
  })),
  row('GET', '/v2/sprints/:id/board/cards', onProject(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/board/cards`,
  })),
  row('GET', '/v2/sprints/:id/burndown', onProject(200), () => ({
    url: `/v2/sprints/${ATLAS_CLOSED_SPRINT}/burndown`,
  })),
  row('GET', '/v2/sprints/:id/report', onProject(200), () => ({ url: `/v2/sprints/${ATLAS_CLOSED_SPRINT}/report` })),
  row('GET', '/v2/sprints/:id/burndown/export', onProject(200), () => ({
    url: `/v2/sprints/${ATLAS_CLOSED_SPRINT}/burndown/export?format=xlsx`,
  })),
  row('GET', '/v2/sprints/:id/report/export', onProject(200), () => ({
    url: `/v2/sprints/${ATLAS_CLOSED_SPRINT}/report/export?format=xlsx`,
  })),
  row('GET', '/v2/tasks/:id', onProject(200), async (context) => ({ url: `/v2/tasks/${await freshTask(context)}` })),
  row('GET', '/v2/tasks/:id/history', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/history`,
  })),
  row('GET', '/v2/tasks/:id/comments', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/comments`,
  })),
  row('POST', '/v2/tasks/:id/comments', onProject(201), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/comments`,
    payload: { body: 'Matrix comment', mentionIds: [MEMBER_ID] },
  })),
  // the author edits and deletes their own comment; another company's caller cannot reach the admin's
  row('PATCH', '/v2/task-comments/:id', onProject(200), async (context, caller) => ({
    url: `/v2/task-comments/${await ownComment(context, caller)}`,
    payload: { body: 'Edited by the matrix' },
  })),
  row('DELETE', '/v2/task-comments/:id', onProject(200), async (context, caller) => ({
    url: `/v2/task-comments/${await ownComment(context, caller)}`,
  })),
  // issue #49: watchers; anyone who sees the task watches, unwatches and lists them
  row('GET', '/v2/tasks/:id/watchers', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/watchers`,
  })),
  row('POST', '/v2/tasks/:id/watch', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/watch`,
  })),
  row('DELETE', '/v2/tasks/:id/watch', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/watch`,
  })),
];
