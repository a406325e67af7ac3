import {
  createPeerFieldBodySchema,
  idParamsSchema,
  okSchema,
  peerFieldListSchema,
  peerFieldSchema,
  updatePeerFieldBodySchema,
  peerFieldPaths,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { serviceContext } from '../http/service-context.js';
import { createPeerField, deletePeerField, peerFieldsOf, updatePeerField } from '../services/peers/peer-fields.js';

/**
 * The company's own peer fields (docs/peers.md#people-records): everyone signed in reads the definitions,
 * to label the values they may see; level3 defines them. Audited as peer_field.*.
 */
export async function peerFieldsRoutes(app: App): Promise<void> {
  app.get(
    peerFieldPaths.list,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['peers'],
        summary: "The company's own peer fields: name, type, choices and who sees the values",
        response: { 200: peerFieldListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return { items: await peerFieldsOf(ctx), canEdit: ctx.caller.level === 'level3' };
    },
  );

  app.post(
    peerFieldPaths.list,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Add a peer field (level3; at most 20 per company)',
        body: createPeerFieldBodySchema,
        response: { 201: peerFieldSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createPeerField(serviceContext(request), request.body)),
  );

  app.patch(
    peerFieldPaths.one(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Rename a peer field, change who sees it or its choices (level3); its type stays',
        params: idParamsSchema,
        body: updatePeerFieldBodySchema,
        response: { 200: peerFieldSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updatePeerField(serviceContext(request), request.params.id, request.body),
  );

  app.delete(
    peerFieldPaths.one(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: "Delete a peer field and every peer's value of it (level3)",
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deletePeerField(serviceContext(request), request.params.id);
      return { ok: true as const };
    },
  );
}
