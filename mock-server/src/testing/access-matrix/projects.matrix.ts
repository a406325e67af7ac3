import { projectSchema, sprintSchema } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { level3Only, row, signedIn, type MatrixContext, type MatrixRow } from './matrix-types.js';

/**
 * Projects and sprints (issue #6): everyone reads the projects they are on (level3 all); level3 changes
 * any project and its sprints, level2 the ones they manage, level1 none; another company gets 404.
 */

// Atlas: managed by manager@acme, with member@acme on its team
const ATLAS = seedId('project', 'acme', 'atlas');
const ATLAS_SPRINT = seedId('sprint', ATLAS, 1);
const manages = (status: number) => signedIn(status, { level1: 403, otherCompany: 404 });

/** A fresh Acme project managed by manager@acme, made by the admin (so each caller deletes its own). */
async function freshProject(context: MatrixContext): Promise<string> {
  const manager = await context.server.db.query<{ id: string }>(
    "SELECT id FROM users WHERE email = 'manager@acme.test'",
  );
  const response = await context.server.app.inject({
    method: 'POST',
    url: '/v2/projects',
    headers: await context.server.authHeaders('admin@acme.test'),
    payload: {
      name: `Matrix project ${context.unique('level3')}`,
      status: 'pending',
      startDate: '2026-01-05',
      recurringMonths: 2,
      managerIds: [manager[0]!.id],
    },
  });
  return projectSchema.parse(response.json())._id;
}

/** A fresh open sprint on Atlas. */
async function freshSprint(context: MatrixContext): Promise<string> {
  const response = await context.server.app.inject({
    method: 'POST',
    url: `/v2/projects/${ATLAS}/sprints`,
    headers: await context.server.authHeaders('admin@acme.test'),
    payload: { name: 'Matrix sprint', startDate: '2026-03-02', endDate: '2026-03-06' },
  });
  return sprintSchema.parse(response.json())._id;
}

/** A fresh sprint on Atlas, started (issue #27: only a current sprint can be closed). */
async function startedSprint(context: MatrixContext): Promise<string> {
  const id = await freshSprint(context);
  await context.server.app.inject({
    method: 'POST',
    url: `/v2/sprints/${id}/start`,
    headers: await context.server.authHeaders('admin@acme.test'),
    payload: {},
  });
  return id;
}

export const rows: MatrixRow[] = [
  row('GET', '/v2/projects', signedIn(200)),
  // a company data export: level3 only (docs/privacy.md); Globex's admin exports Globex's
  row('GET', '/v2/projects/export.csv', level3Only(200)),
  row('POST', '/v2/projects', signedIn(201, { level1: 403 }), (context, caller) => ({
    payload: {
      name: `Project of ${context.unique(caller)}`,
      status: 'pending',
      startDate: '2026-02-02',
      recurringMonths: 3,
    },
  })),
  row('GET', '/v2/projects/:id', signedIn(200, { otherCompany: 404 }), () => ({ url: `/v2/projects/${ATLAS}` })),
  row('PATCH', '/v2/projects/:id', manages(200), () => ({
    url: `/v2/projects/${ATLAS}`,
    // the scoring unit (issue #49) changes with the project's other fields: its managers and level3 only
    payload: { description: 'A new customer portal with self-service billing.', scoringUnit: 'hours' },
  })),
  row('DELETE', '/v2/projects/:id', manages(200), async (context) => ({
    url: `/v2/projects/${await freshProject(context)}`,
  })),
  row('GET', '/v2/projects/:id/overview', signedIn(200, { otherCompany: 404 }), () => ({
    url: `/v2/projects/${ATLAS}/overview`,
  })),
  row('GET', '/v2/projects/:id/sprints', signedIn(200, { otherCompany: 404 }), () => ({
    url: `/v2/projects/${ATLAS}/sprints`,
  })),
  row('POST', '/v2/projects/:id/sprints', manages(201), () => ({
    url: `/v2/projects/${ATLAS}/sprints`,
    payload: { name: 'Matrix', startDate: '2026-04-06', endDate: '2026-04-10' },
  })),
  row('GET', '/v2/sprints/:id', signedIn(200, { otherCompany: 404 }), () => ({ url: `/v2/sprints/${ATLAS_SPRINT}` })),
  row('PATCH', '/v2/sprints/:id', manages(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}`,
    payload: { name: 'Renamed by the matrix', goal: 'A goal set by the matrix' },
  })),
  row('DELETE', '/v2/sprints/:id', manages(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}`,
  })),
  row('POST', '/v2/sprints/:id/start', manages(200), async (context) => ({
    url: `/v2/sprints/${await freshSprint(context)}/start`,
    payload: { goal: 'Started by the matrix' },
  })),
  row('POST', '/v2/sprints/:id/close', manages(200), async (context) => ({
    url: `/v2/sprints/${await startedSprint(context)}/close`,
    payload: { unfinishedTo: 'backlog' },
  })),
];
