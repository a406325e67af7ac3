import {
  apiPaths,
  createReviewBodySchema,
  feedbackReportQuerySchema,
  feedbackReportSchema,
  myFeedbackQuerySchema,
  reviewMatesSchema,
  reviewSchema,
  exportPaths,
  feedbackReportExportQuerySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses, exportFileResponse } from '../http/error-responses.js';
import { LIMITS } from '../http/user-rate-limit.js';
import { sendTable } from '../http/send-table.js';
import { feedbackReportColumns, feedbackReportLines } from '../services/peer-feedback/feedback-export.js';
import { createReview, feedbackReport, reviewMates } from '../services/peer-feedback/feedback.js';
import { todayOfCaller } from '../http/access-guard.js';
import { serviceContext } from '../http/service-context.js';

/**
 * 360 peer feedback (the screens' docs in docs/): anyone rates their project mates once a month; the overall report
 * of any peer is admin only (level3); everyone sees their own, under the same 3-reviewer threshold.
 */
export async function reviewsRoutes(app: App): Promise<void> {
  registerReviewReports(app);
  registerMyReviews(app);
}

/** Every review as a page and the feedback report file (level3). */
function registerReviewReports(app: App): void {
  app.get(
    apiPaths.reviews.list,
    {
      config: { access: ACCESS.level3, responseCache: true },
      schema: {
        tags: ['peers'],
        summary: "A peer's 360 report (level3): averages only where at least 3 distinct reviewers stand behind them",
        querystring: feedbackReportQuerySchema,
        response: { 200: feedbackReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      // an unknown peer answers 404 (feedbackReport reads the peer with the reviews)
      return feedbackReport(ctx, request.query, todayOfCaller(request, ctx.now()));
    },
  );

  // the same report as a file (docs/api.md "Exports"): a row per month, then overall, the thresholds kept
  app.get(
    exportPaths.feedbackReport,
    {
      config: { access: ACCESS.level3, rateLimit: LIMITS.exports },
      schema: {
        tags: ['peers'],
        summary: "A peer's 360 report as CSV or XLSX (format): a row per month, then overall (level3)",
        querystring: feedbackReportExportQuerySchema,
        response: { 200: exportFileResponse('The 360 report'), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const ctx = serviceContext(request);
      const { format, ...query } = request.query;
      const report = await feedbackReport(ctx, query, todayOfCaller(request, ctx.now()));
      const language = await ctx.language();
      return sendTable(reply, {
        format,
        fileStem: `360-report-${report.from}-${report.to}`,
        columns: feedbackReportColumns(language),
        rows: feedbackReportLines(report, language),
      });
    },
  );
}

/** Rating a project mate, one's own reviews, and whom one may rate. */
function registerMyReviews(app: App): void {
  app.post(
    apiPaths.reviews.list,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['peers'],
        summary: 'Rate a project mate on the five parameters, once per mate, project and calendar month',
        body: createReviewBodySchema,
        response: { 201: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createReview(serviceContext(request), request.body));
    },
  );

  app.get(
    apiPaths.reviews.mine,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['peers'],
        summary: "The signed-in user's own 360 report, under the same threshold",
        querystring: myFeedbackQuerySchema,
        response: { 200: feedbackReportSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      return feedbackReport(
        ctx,
        { ...request.query, revieweeId: ctx.caller.userId },
        todayOfCaller(request, ctx.now()),
      );
    },
  );

  app.get(
    apiPaths.reviews.mates,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['peers'],
        summary: 'Who the signed-in user may rate, per shared project',
        response: { 200: reviewMatesSchema, ...errorResponses(401) },
      },
    },
    async (request) => reviewMates(serviceContext(request)),
  );
}
