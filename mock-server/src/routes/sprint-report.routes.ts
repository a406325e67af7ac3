import { apiPaths, sprintBurndownSchema, sprintIdParamsSchema, sprintReportSchema } from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import { sprintBurndown, sprintReport } from '../services/projects/sprint-report.js';

/**
 * A sprint's burndown (current and closed) and report (closed), computed from the task history (issue
 * #27). Everyone on the project reads them. Rules in docs/projects.md#burndown-and-sprint-report.
 */
export async function sprintReportRoutes(app: App): Promise<void> {
  app.get(
    apiPaths.sprints.burndown(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['projects'],
        summary: 'Remaining estimated hours per working day against the ideal line, with scope added marked',
        description: 'From the task history. A planned sprint has no burndown yet (409).',
        params: sprintIdParamsSchema,
        response: { 200: sprintBurndownSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => sprintBurndown(serviceContext(request), request.params.id),
  );

  app.get(
    apiPaths.sprints.report(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['projects'],
        summary:
          "A closed sprint's report: frozen snapshot, completed, spilled and added tasks, each assignee's hours and karma, burndown",
        description: 'Closed sprints only (409 before).',
        params: sprintIdParamsSchema,
        response: { 200: sprintReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => sprintReport(serviceContext(request), request.params.id),
  );
}
