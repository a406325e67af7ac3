import { savedViewSchema } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { row, signedIn, type Caller, type MatrixContext, type MatrixRow } from './matrix-types.js';

/**
 * Views of a project's work items (docs/projects.md#views): everyone on the project reads its task list and
 * keeps views; a shared view is changed by its owner (here the member) and renamed, unshared or deleted by
 * the project's managers (level3 any). Another company gets 404; another person's private view is 404 too
 * (field-matrix.test.ts: it never appears in a list).
 */

// Atlas: managed by manager@acme, with member@acme on its team
const ATLAS = seedId('project', 'acme', 'atlas');
const onProject = (status: number) => signedIn(status, { otherCompany: 404 });

/** A fresh view of Atlas shared by member@acme, named for the caller. */
async function memberSharedView(context: MatrixContext, caller: Caller): Promise<string> {
  const response = await context.server.app.inject({
    method: 'POST',
    url: `/v2/projects/${ATLAS}/views`,
    headers: await context.server.authHeaders('member@acme.test'),
    payload: { name: `Matrix ${context.unique(caller)}`, shared: true, filters: { status: ['stuck'] } },
  });
  return savedViewSchema.parse(response.json())._id;
}

export const rows: MatrixRow[] = [
  row('GET', '/v2/projects/:id/tasks', onProject(200), () => ({
    url: `/v2/projects/${ATLAS}/tasks?sort=priority&type=task&sprint=backlog`,
  })),
  // the same list as a file (CSV or XLSX), for the same callers
  row('GET', '/v2/projects/:id/tasks/export', onProject(200), () => ({
    url: `/v2/projects/${ATLAS}/tasks/export?format=xlsx&sort=priority&type=task&sprint=backlog`,
  })),
  row('GET', '/v2/projects/:id/views', onProject(200), () => ({ url: `/v2/projects/${ATLAS}/views` })),
  row('POST', '/v2/projects/:id/views', onProject(201), (context, caller) => ({
    url: `/v2/projects/${ATLAS}/views`,
    payload: { name: `Matrix ${context.unique(caller)}`, filters: { sort: 'title' } },
  })),
  row('PATCH', '/v2/views/:id', onProject(200), async (context, caller) => ({
    url: `/v2/views/${await memberSharedView(context, caller)}`,
    payload: { name: `Renamed ${context.unique(caller)}` },
  })),
  row('DELETE', '/v2/views/:id', onProject(200), async (context, caller) => ({
    url: `/v2/views/${await memberSharedView(context, caller)}`,
  })),
];
