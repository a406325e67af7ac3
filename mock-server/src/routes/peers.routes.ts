import {
  apiPaths,
  createPeerBodySchema,
  exportPeersQuerySchema,
  listPeersQuerySchema,
  peerIdParamsSchema,
  peerPageSchema,
  peerSchema,
  updatePeerBodySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, exportFileResponse } from '../http/error-responses.js';
import { apiError, fieldError, forbidden, notFound } from '../http/errors.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { peerColumns } from '../services/peers/peer-csv.js';
import { exportFileName } from '../services/exports/table-export.js';
import { sendTable } from '../http/send-table.js';
import { readImageUpload } from '../http/image-upload.js';
import { serviceContext } from '../http/service-context.js';
import { auditExport } from '../services/audit/export-audit.js';
import { setUserAvatar, storeAvatar } from '../services/avatars.js';
import { listPeers } from '../services/peers/peer-list.js';
import { peerFieldsOf } from '../services/peers/peer-fields.js';
import { peerResponse } from '../services/peers/peer-response.js';
import { findPeer, seesPeerContacts, toPeer } from '../services/peers/peer-view.js';
import { createPeer, deletePeer, livePeer, restorePeer, updatePeer } from '../services/peers/peer-write.js';

/** A company's whole directory in one file; the bench's largest company has 10,000 peers. */
const EXPORT_MAX_ROWS = 100_000;
const byId = apiPaths.peers.byId(':id');

/**
 * The company directory (the screens' docs in docs/, Manage Peers): everyone signed in may read it; only level3
 * may change it (docs/privacy.md).
 */
export async function peersRoutes(app: App): Promise<void> {
  registerPeerLists(app);
  registerPeerWrites(app);
  registerPeerRestoreAndAvatar(app);
}

/** The directory as a page and (level3) as a CSV file. */
function registerPeerLists(app: App): void {
  app.get(
    apiPaths.peers.list,
    {
      config: { access: ACCESS.signedIn, responseCache: true },
      schema: {
        tags: ['peers'],
        summary: 'A page of the company directory',
        description:
          "Search looks in name, email and (level2, level3) employee id. includeDeleted=true and notAccepted=true are for level3 only; only level3 gets each peer's invitation. A level1 caller gets no employee ids or mobile numbers, and may not sort by employee id.",
        querystring: listPeersQuerySchema,
        response: { 200: peerPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const auth = ctx.caller;
      const query = request.query;
      if (query.includeDeleted === 'true' && auth.level !== 'level3')
        throw forbidden(apiError('peer.deletedListAdminsOnly'));
      // who has not accepted an invitation is level3's to know (docs/privacy.md)
      if (query.notAccepted === 'true' && auth.level !== 'level3')
        throw forbidden(apiError('peer.invitedListAdminsOnly'));
      if (query.sort === 'employeeId' && !seesPeerContacts(auth)) throw fieldError('sort', apiError('field.peerSort'));
      const { rows, total, fields } = await listPeers(ctx, query, { byEmployeeId: seesPeerContacts(auth) });
      return {
        items: rows.map((row) => toPeer(ctx, row, fields)),
        total,
        page: query.page,
        perPage: query.perPage,
        totalPages: Math.ceil(total / query.perPage),
      };
    },
  );

  app.get(
    apiPaths.peers.exportCsv,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.exports },
      schema: {
        tags: ['peers'],
        summary:
          "The directory as CSV or XLSX (format) in the reader's language, every page of the current search, filters and sort (level3)",
        querystring: exportPeersQuerySchema,
        response: { 200: exportFileResponse('The directory'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...filters } = request.query;
      const query = { ...filters, page: 1, perPage: EXPORT_MAX_ROWS };
      const { rows, fields } = await listPeers(ctx, query, { byEmployeeId: true });
      await auditExport(ctx, 'list.exported', {
        file: exportFileName('peers', format),
        rows: rows.length,
        filters,
      });
      return sendTable(reply, {
        format,
        fileStem: 'peers',
        columns: peerColumns(await ctx.language()),
        rows: rows.map((row) => toPeer(ctx, row, fields)),
      });
    },
  );
}

/** One peer: read it, and (level3) add, change or delete one. */
function registerPeerWrites(app: App): void {
  app.get(
    byId,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['peers'],
        summary: 'One peer',
        params: peerIdParamsSchema,
        response: { 200: peerSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const row = await findPeer(ctx, request.params.id, { includeDeleted: ctx.caller.level === 'level3' });
      if (!row) throw notFound('notFound.peer');
      return toPeer(ctx, row, await peerFieldsOf(ctx));
    },
  );

  app.post(
    apiPaths.peers.list,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Add a peer (level3); they get an email to choose their password',
        body: createPeerBodySchema,
        response: { 201: peerSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const id = await createPeer(serviceContext(request), request.body);
      return reply.code(201).send(await peerResponse(serviceContext(request), id));
    },
  );

  app.patch(
    byId,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Change a peer (level3): any field but the password',
        params: peerIdParamsSchema,
        body: updatePeerBodySchema,
        response: { 200: peerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await updatePeer(serviceContext(request), request.params.id, request.body);
      return peerResponse(serviceContext(request), request.params.id);
    },
  );

  app.delete(
    byId,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Delete a peer (level3): soft, so history stays and a restore brings them back',
        params: peerIdParamsSchema,
        response: { 200: peerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await deletePeer(serviceContext(request), request.params.id);
      return peerResponse(serviceContext(request), request.params.id);
    },
  );
}

/** Restoring a deleted peer and a peer's picture (level3). */
function registerPeerRestoreAndAvatar(app: App): void {
  app.post(
    apiPaths.peers.restore(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Restore a deleted peer (level3)',
        params: peerIdParamsSchema,
        response: { 200: peerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await restorePeer(serviceContext(request), request.params.id);
      return peerResponse(serviceContext(request), request.params.id);
    },
  );

  app.post(
    apiPaths.peers.avatar(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'Upload a peer\'s picture (level3; multipart field "file": PNG, JPEG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        params: peerIdParamsSchema,
        response: { 200: peerSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await livePeer(ctx, request.params.id);
      // storeAvatar and setUserAvatar keep their database handle: the own-profile service calls them too
      const path = await storeAvatar(ctx, await readImageUpload(request));
      await setUserAvatar(ctx, request.params.id, path, ctx.caller);
      return peerResponse(ctx, request.params.id);
    },
  );

  app.delete(
    apiPaths.peers.avatar(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: "Remove a peer's picture (level3)",
        params: peerIdParamsSchema,
        response: { 200: peerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      await livePeer(ctx, request.params.id);
      await setUserAvatar(ctx, request.params.id, null, ctx.caller);
      return peerResponse(ctx, request.params.id);
    },
  );
}
