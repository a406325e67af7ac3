import { epicSchema, sprintSchema, taskSchema, taskStructureSchema } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { row, signedIn, type MatrixContext, type MatrixRow } from './matrix-types.js';

/**
 * Subtasks, epics and links (issue #49): everyone on the project reads them; managers of the project
 * (level3 any) keep epics and add subtasks; managers and the task's assignee change its links. Another
 * company gets 404.
 */

// Atlas: managed by manager@acme, with member@acme on its team
const ATLAS = seedId('project', 'acme', 'atlas');
const MEMBER_ID = seedId('user', 'acme', 2);
const manages = (status: number) => signedIn(status, { level1: 403, otherCompany: 404 });
const onProject = (status: number) => signedIn(status, { otherCompany: 404 });
/** A day `offset` days from the server's today. */
const day = (context: MatrixContext, offset: number) =>
  new Date(context.server.app.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

async function asAdmin(context: MatrixContext, method: 'POST', url: string, payload: object) {
  return context.server.app.inject({
    method,
    url,
    headers: await context.server.authHeaders('admin@acme.test'),
    payload,
  });
}

/** A fresh task not started on Atlas in a fresh open sprint, assigned to member@acme. */
async function freshTask(context: MatrixContext): Promise<string> {
  const sprint = await asAdmin(context, 'POST', `/v2/projects/${ATLAS}/sprints`, {
    name: 'Matrix structure sprint',
    startDate: day(context, 0),
    endDate: day(context, 4),
  });
  const task = await asAdmin(context, 'POST', `/v2/sprints/${sprintSchema.parse(sprint.json())._id}/tasks`, {
    title: 'Matrix structure task',
    estimateHours: 2,
    assigneeId: MEMBER_ID,
  });
  return taskSchema.parse(task.json())._id;
}

async function freshEpic(context: MatrixContext): Promise<string> {
  const response = await asAdmin(context, 'POST', `/v2/projects/${ATLAS}/epics`, { name: 'Matrix epic' });
  return epicSchema.parse(response.json())._id;
}

/** Two tasks linked by the admin: the first task's id and the link's. */
async function freshLink(context: MatrixContext): Promise<{ taskId: string; relationId: string }> {
  const taskId = await freshTask(context);
  const response = await asAdmin(context, 'POST', `/v2/tasks/${taskId}/relations`, {
    kind: 'relates',
    taskId: await freshTask(context),
  });
  return { taskId, relationId: taskStructureSchema.parse(response.json()).relations[0]!._id };
}

export const rows: MatrixRow[] = [
  row('GET', '/v2/projects/:id/epics', onProject(200), () => ({ url: `/v2/projects/${ATLAS}/epics` })),
  row('POST', '/v2/projects/:id/epics', manages(201), () => ({
    url: `/v2/projects/${ATLAS}/epics`,
    payload: { name: 'Matrix epic', colour: '#13c2c2' },
  })),
  row('GET', '/v2/epics/:id', onProject(200), async (context) => ({ url: `/v2/epics/${await freshEpic(context)}` })),
  row('PATCH', '/v2/epics/:id', manages(200), async (context) => ({
    url: `/v2/epics/${await freshEpic(context)}`,
    payload: { status: 'done' },
  })),
  row('DELETE', '/v2/epics/:id', manages(200), async (context) => ({ url: `/v2/epics/${await freshEpic(context)}` })),
  row('GET', '/v2/projects/:id/tasks/search', onProject(200), () => ({
    url: `/v2/projects/${ATLAS}/tasks/search?search=matrix`,
  })),
  row('GET', '/v2/tasks/:id/structure', onProject(200), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/structure`,
  })),
  row('POST', '/v2/tasks/:id/subtasks', manages(201), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/subtasks`,
    payload: { title: 'Matrix subtask', estimateHours: 1 },
  })),
  // member@acme has the task: the assignee links it too
  row('POST', '/v2/tasks/:id/relations', onProject(201), async (context) => ({
    url: `/v2/tasks/${await freshTask(context)}/relations`,
    payload: { kind: 'blocks', taskId: await freshTask(context) },
  })),
  row('DELETE', '/v2/tasks/:id/relations/:relationId', onProject(200), async (context) => {
    const { taskId, relationId } = await freshLink(context);
    return { url: `/v2/tasks/${taskId}/relations/${relationId}` };
  }),
];
