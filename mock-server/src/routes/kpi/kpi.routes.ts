import { apiPaths, kpiPeopleSchema, projectIdParamsSchema } from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { serviceContext } from '../../http/service-context.js';
import { named } from '../../http/named-plugin.js';
import { loadKpiProject } from '../../services/kpi/kpi-project.js';
import { listKpiPeople } from '../../services/kpi/people.js';
import { kpiMonthRoutes } from './kpi-months.routes.js';
import { kpiRecordRoutes } from './kpi-records.routes.js';
import { kpiTvRoutes } from './kpi-tv.routes.js';
import { errorResponses } from '../../http/error-responses.js';

/** Every KPI route (issue #10), registered by server.ts in one line. */
export async function kpiRoutes(app: App): Promise<void> {
  await app.register(named(kpiMonthRoutes));
  await app.register(named(kpiRecordRoutes));
  await app.register(named(kpiTvRoutes));

  app.get(
    apiPaths.kpis.projectPeople(':projectId'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['kpis'],
        summary: 'Peers a KPI record may name (thought-leadership teammates)',
        params: projectIdParamsSchema,
        response: { 200: kpiPeopleSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return listKpiPeople(ctx, await loadKpiProject(ctx, request.params.projectId, 'view'));
    },
  );
}
