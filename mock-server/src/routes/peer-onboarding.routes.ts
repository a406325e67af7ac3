import {
  apiPaths,
  bulkInvitationsBodySchema,
  bulkInvitationsResultSchema,
  invitationSummarySchema,
  PEER_IMPORT_LIMITS,
  peerImportMappingSchema,
  type PeerImportMapping,
  peerIdParamsSchema,
  peerImportPreviewSchema,
  peerImportResultSchema,
  peerSchema,
  invitationPaths,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, fileResponse } from '../http/error-responses.js';
import { apiError, fieldError } from '../http/errors.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { checkPeerSheet, importPeerSheet, peerTemplate, previewOf } from '../services/peers/peer-import.js';
import { invitationSummary } from '../services/peers/invitation-status.js';
import { bulkInvitations, resendInvitation, revokeInvitation } from '../services/peers/peer-invitations.js';
import { peerResponse } from '../services/peers/peer-response.js';
import { readSheetUploadWithFields } from '../http/sheet-upload.js';
import { serviceContext } from '../http/service-context.js';

/**
 * Bringing the team in (issue #33, docs/company.md "Bring the team in"): peers from a CSV or XLSX sheet,
 * checked row by row before anything is saved, and the invitations that follow (resend, revoke). Level3 only.
 */
export async function peerOnboardingRoutes(app: App): Promise<void> {
  registerPeerImport(app);
  registerInvitations(app);
}

/** The import sheet's template, its check before saving, and the import itself. */
function registerPeerImport(app: App): void {
  app.get(
    apiPaths.peers.importTemplate,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary:
          "The peers sheet template (CSV) in the reader's language, with two example rows using your option names",
        response: { 200: fileResponse('The import template as CSV', 'text/csv'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await peerTemplate(serviceContext(request));
      return reply
        .header('content-disposition', 'attachment; filename="peers-template.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  app.post(
    apiPaths.peers.importPreview,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.imports },
      schema: {
        tags: ['peers'],
        summary:
          'Check a peers sheet (multipart field "file": CSV or XLSX, at most 1 MB and 1,000 rows; optional field "mapping" before it, JSON of header → field or null) and answer how its columns are matched and per-row errors; saves nothing',
        consumes: ['multipart/form-data'],
        response: { 200: peerImportPreviewSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { cells, fields } = await readSheetUploadWithFields(request, PEER_IMPORT_LIMITS);
      return previewOf(await checkPeerSheet(serviceContext(request), cells, mappingOf(fields)));
    },
  );

  app.post(
    apiPaths.peers.import,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.imports },
      schema: {
        tags: ['peers'],
        summary:
          "Import a peers sheet (the preview's fields): checks it again, adds the valid rows in one transaction (rows with errors are left out), invites each new peer by email and remembers how the columns were matched for the next sheet",
        consumes: ['multipart/form-data'],
        response: { 200: peerImportResultSchema, ...errorResponses(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request) => {
      const { cells, fields } = await readSheetUploadWithFields(request, PEER_IMPORT_LIMITS);
      return importPeerSheet(serviceContext(request), cells, mappingOf(fields));
    },
  );
}

/** The invitations that follow an import: resend, revoke, and how many are open. */
function registerInvitations(app: App): void {
  app.post(
    apiPaths.peers.invitation(':id'),
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.imports },
      schema: {
        tags: ['peers'],
        summary: 'Send a peer who has not accepted yet a fresh invitation: the earlier link stops working (level3)',
        params: peerIdParamsSchema,
        response: { 200: peerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await resendInvitation(serviceContext(request), request.params.id);
      return peerResponse(serviceContext(request), request.params.id);
    },
  );

  app.delete(
    apiPaths.peers.invitation(':id'),
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: "Revoke a pending invitation: the peer's links stop working until a new one is sent (level3)",
        params: peerIdParamsSchema,
        response: { 200: peerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await revokeInvitation(serviceContext(request), request.params.id);
      return peerResponse(serviceContext(request), request.params.id);
    },
  );

  app.get(
    invitationPaths.summary,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags: ['peers'],
        summary: 'How many live peers have not accepted their invitation yet: pending, expired and revoked (level3)',
        response: { 200: invitationSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => invitationSummary(serviceContext(request)),
  );

  for (const [action, path] of [
    ['resend', invitationPaths.resend],
    ['revoke', invitationPaths.revoke],
  ] as const) {
    app.post(
      path,
      {
        // each resend mails: the same budget as single resends and imports
        config: { access: ACCESS.level3, rateLimit: LIMITS.imports },
        schema: {
          tags: ['peers'],
          summary:
            action === 'resend'
              ? 'Send fresh invitations to up to 100 peers at once, as the single call does for each (level3)'
              : 'Revoke the pending invitations of up to 100 peers at once, as the single call does for each (level3)',
          description:
            'Each peer is handled on its own (its own audit entry); a peer the action does not fit (accepted, deleted, already revoked, not in your company) is listed in skipped with the reason the single call would give, and the others go ahead.',
          body: bulkInvitationsBodySchema,
          response: { 200: bulkInvitationsResultSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (request) => bulkInvitations(serviceContext(request), action, request.body.ids),
    );
  }
}

/** The multipart field `mapping` (JSON), checked: 400 naming `mapping` when it is not JSON or not a mapping. */
function mappingOf(fields: Record<string, string>): PeerImportMapping | undefined {
  const text = fields.mapping;
  if (text === undefined || text === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw fieldError('mapping', apiError('field.notMapping'));
  }
  const parsed = peerImportMappingSchema.safeParse(json);
  if (!parsed.success) throw fieldError('mapping', parsed.error.issues[0]?.message ?? 'is not a mapping');
  return parsed.data;
}
