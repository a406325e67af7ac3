import {
  apiPaths,
  consensusAnswerBodySchema,
  consensusTokenBodySchema,
  consensusViewSchema,
  coverageSchema,
  createLeaveRequestBodySchema,
  createLeaveResponseSchema,
  idParamsSchema,
  leaveBalancesQuerySchema,
  leaveBalancesSchema,
  leaveDecisionBodySchema,
  leavePolicyBodySchema,
  leavePolicySchema,
  leaveReportExportQuerySchema,
  leaveReportQuerySchema,
  leaveReportSchema,
  leaveRequestListSchema,
  leaveRequestSchema,
  leaveRequestsQuerySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { publicContext, serviceContext } from '../../http/service-context.js';
import { peerLeaveBalances } from '../../services/leave/peer-balances.js';
import { exportFileResponse, errorResponses } from '../../http/error-responses.js';
import { leavePolicyView, saveLeavePolicy } from '../../services/leave/leave-policy.js';
import { answerConsensus, consensusView, coverageOf } from '../../services/leave/leave-coverage.js';
import { leaveReportColumns, leaveReportLines, leaveReportOf } from '../../services/leave/leave-report.js';
import { sendTable } from '../../http/send-table.js';
import {
  cancelLeaveRequest,
  createLeaveRequest,
  decideLeaveRequest,
  listLeaveRequests,
} from '../../services/leave/leave-requests.js';
import { LIMITS } from '../../http/user-rate-limit.js';

const tags = ['leave'];
const errors = errorResponses(400, 403, 404, 409);

/** Leave (issue #11): requests, decisions with coverage, balances, the report and consensus links. */
export async function leaveRoutes(app: App): Promise<void> {
  registerLeaveRequests(app);
  registerLeaveBalancesAndPolicy(app);
  registerLeaveReport(app);
  registerLeaveConsensus(app);
}

/** Requesting leave, cancelling it, deciding on it and who covers the days off. */
function registerLeaveRequests(app: App): void {
  app.get(
    apiPaths.leave.requests,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: 'My leave requests, or those I may decide (scope=approvals)',
        querystring: leaveRequestsQuerySchema,
        response: { 200: leaveRequestListSchema, ...errors },
      },
    },
    async (request) => listLeaveRequests(serviceContext(request), request.query),
  );

  app.post(
    apiPaths.leave.requests,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: 'Request leave for myself',
        body: createLeaveRequestBodySchema,
        response: { 201: createLeaveResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createLeaveRequest(serviceContext(request), request.body)),
  );

  app.post(
    apiPaths.leave.cancel(':id'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: 'Cancel my request before it starts',
        params: idParamsSchema,
        response: { 200: leaveRequestSchema, ...errors },
      },
    },
    async (request) => cancelLeaveRequest(serviceContext(request), request.params.id),
  );

  app.post(
    apiPaths.leave.decision(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags,
        summary: 'Approve or reject a pending request with a note',
        params: idParamsSchema,
        body: leaveDecisionBodySchema,
        response: { 200: leaveRequestSchema, ...errors },
      },
    },
    async (request) => decideLeaveRequest(serviceContext(request), request.params.id, request.body),
  );

  app.get(
    apiPaths.leave.coverage(':id'),
    {
      config: { access: ACCESS.level2AndUp },
      schema: {
        tags,
        summary: "Who else on the requester's projects is away, and the consensus answers",
        params: idParamsSchema,
        response: { 200: coverageSchema, ...errors },
      },
    },
    async (request) => coverageOf(serviceContext(request), request.params.id),
  );
}

/** Balances per leave type and the company's policy. */
function registerLeaveBalancesAndPolicy(app: App): void {
  app.get(
    apiPaths.leave.balances,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary:
          "My balances per type for a year; someone else's (userId) for level3, or level2 for their projects' people",
        querystring: leaveBalancesQuerySchema,
        response: { 200: leaveBalancesSchema, ...errors },
      },
    },
    async (request) => peerLeaveBalances(serviceContext(request), request.query),
  );

  app.get(
    apiPaths.leave.policy,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: "The company's days per year and carry-over cap per type",
        response: { 200: leavePolicySchema, ...errorResponses(401) },
      },
    },
    async (request) => leavePolicyView(serviceContext(request)),
  );

  app.put(
    apiPaths.leave.policy,
    {
      config: { access: ACCESS.level3 },
      schema: {
        tags,
        summary: "Change the company's leave policy (level3)",
        body: leavePolicyBodySchema,
        response: { 200: leavePolicySchema, ...errors },
      },
    },
    async (request) => saveLeavePolicy(serviceContext(request), request.body),
  );
}

/** Days off per peer and month, as a page and a file. */
function registerLeaveReport(app: App): void {
  app.get(
    apiPaths.leave.report,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: 'Days off per peer and month by type, totals and the team calendar',
        querystring: leaveReportQuerySchema,
        response: { 200: leaveReportSchema, ...errors },
      },
    },
    async (request) => leaveReportOf(serviceContext(request), request.query),
  );

  app.get(
    apiPaths.leave.reportCsv,
    {
      config: { access: ACCESS.signedIn, rateLimit: LIMITS.exports },
      schema: {
        tags,
        summary: "The leave report as CSV or XLSX (format) in the reader's language",
        querystring: leaveReportExportQuerySchema,
        response: { 200: exportFileResponse('The leave report'), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...query } = request.query;
      const report = await leaveReportOf(ctx, query);
      const language = await ctx.language();
      return sendTable(reply, {
        format,
        fileStem: `leave-report-${query.from}-${query.to}`,
        columns: leaveReportColumns(language),
        rows: leaveReportLines(report, language),
      });
    },
  );
}

/** A consensus answer from a mailed link, with no sign-in. */
function registerLeaveConsensus(app: App): void {
  // public: a colleague opens the link from anywhere; the server-signed token is the only credential, and
  // it comes in the body (POST), so no request log or proxy ever holds it
  app.post(
    apiPaths.leave.consensusView,
    {
      config: { access: ACCESS.public },
      schema: {
        tags,
        summary: 'What a consensus link asks',
        security: [],
        body: consensusTokenBodySchema,
        response: { 200: consensusViewSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => consensusView(publicContext(request), request.body.token),
  );

  app.post(
    apiPaths.leave.consensus,
    {
      config: { access: ACCESS.public },
      schema: {
        tags,
        summary: 'Answer a consensus link, once',
        security: [],
        body: consensusAnswerBodySchema,
        response: {
          200: consensusViewSchema,
          ...errorResponses(400, 401, 409),
        },
      },
    },
    async (request) => answerConsensus(publicContext(request), request.body.token, request.body.answer),
  );
}
