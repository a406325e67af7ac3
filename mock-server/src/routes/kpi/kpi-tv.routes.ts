import {
  apiPaths,
  createTvLinkBodySchema,
  createTvLinkResponseSchema,
  recordIdParamsSchema,
  TV_KEY_HEADER,
  tvDashboardSchema,
  tvLinkListSchema,
  tvLinkSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { publicContext, serviceContext } from '../../http/service-context.js';
import { tvDashboardOf } from '../../services/kpi/tv-dashboard.js';
import { createTvLink, listTvLinks, resolveTvKey, revokeTvLink } from '../../services/kpi/tv-links.js';
import { errorResponses } from '../../http/error-responses.js';

/** The TV dashboard's read-only links (level3 manages them) and the one endpoint a link's key opens. */
export async function kpiTvRoutes(app: App): Promise<void> {
  app.get(
    apiPaths.kpis.tvLinks,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['kpis: TV'],
        summary: "The company's TV dashboard links",
        response: { 200: tvLinkListSchema, ...errorResponses(403) },
      },
    },
    async (request) => listTvLinks(serviceContext(request)),
  );

  app.post(
    apiPaths.kpis.tvLinks,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['kpis: TV'],
        summary: 'Create a read-only TV dashboard link; its key is shown once',
        body: createTvLinkBodySchema,
        response: { 201: createTvLinkResponseSchema, ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => reply.status(201).send(await createTvLink(serviceContext(request), request.body)),
  );

  app.delete(
    apiPaths.kpis.tvLink(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['kpis: TV'],
        summary: 'Revoke a TV dashboard link at once',
        params: recordIdParamsSchema,
        response: { 200: tvLinkSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => revokeTvLink(serviceContext(request), request.params.id),
  );

  // public: a wall screen has no user session; the link's key in the x-tv-key header is the credential
  app.get(
    apiPaths.kpis.tv,
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['kpis: TV'],
        summary: 'The TV dashboard of the company a link belongs to',
        description:
          "401 `kpi.tvLinkInvalid` for an unknown or revoked key; 401 `kpi.tvLinkExpired` past the link's term or once its creator is no longer an active level3.",
        security: [],
        response: { 200: tvDashboardSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const ctx = publicContext(request);
      const header = request.headers[TV_KEY_HEADER];
      const link = await resolveTvKey(ctx, Array.isArray(header) ? header[0] : header);
      return tvDashboardOf(ctx, link);
    },
  );
}
