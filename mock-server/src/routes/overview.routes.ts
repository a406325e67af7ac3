import {
  activitySummarySchema,
  apiPaths,
  headCountSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  nextWeekAvailabilitySchema,
  ongoingProjectsSchema,
  overviewPageQuerySchema,
  plannedVsActualQuerySchema,
  plannedVsActualSchema,
  workModeWeekSchema,
} from '@timely/contract';
import { callerTimeZone } from '../http/access-guard.js';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { karmaLeaderboard } from '../services/overview/leaderboard.js';
import { headCount, nextWeekAvailability, workModeWeek } from '../services/overview/people-days.js';
import { activitySummary, ongoingProjects, plannedVsActual } from '../services/overview/project-widgets.js';
import { todayOfCaller } from '../http/access-guard.js';
import { serviceContext } from '../http/service-context.js';

const tags = ['overview'];

/**
 * The Overview dashboard (/preview, issue #7): one read-only endpoint per widget, for every signed-in user
 * of the company. People widgets cover the whole company; project widgets only the projects the caller may
 * see (docs/privacy.md). "Today" is the caller's day in their time zone.
 */
export async function overviewRoutes(app: App): Promise<void> {
  registerPeopleOverview(app);
  registerProjectOverview(app);
}

/** Who is in today, this week and the next. */
function registerPeopleOverview(app: App): void {
  app.get(
    apiPaths.overview.headCount,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: "Today's head count: office, WFH, on field, on approved leave, total",
        response: { 200: headCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => headCount(serviceContext(request), todayOfCaller(request, app.now())),
  );

  app.get(
    apiPaths.overview.week,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: 'Monday to Friday of this week: work modes per day and the shares of those at work',
        response: { 200: workModeWeekSchema, ...errorResponses(401) },
      },
    },
    async (request) => workModeWeek(serviceContext(request), todayOfCaller(request, app.now())),
  );

  app.get(
    apiPaths.overview.nextWeek,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: 'Monday to Friday of next week: available vs away (approved leave, public holidays)',
        response: { 200: nextWeekAvailabilitySchema, ...errorResponses(401) },
      },
    },
    async (request) => nextWeekAvailability(serviceContext(request), todayOfCaller(request, app.now())),
  );
}

/** Projects under way, their activity, planned against actual, and the karma leaderboard. */
function registerProjectOverview(app: App): void {
  app.get(
    apiPaths.overview.ongoingProjects,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: 'A page of the visible projects In Progress by name: team, score, start, estimated delivery',
        querystring: overviewPageQuerySchema,
        response: { 200: ongoingProjectsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ongoingProjects(serviceContext(request), request.query),
  );

  app.get(
    apiPaths.overview.activity,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary:
          'Visible projects with in-progress tasks vs with stuck tasks (open sprints), and a page of them most stuck first',
        querystring: overviewPageQuerySchema,
        response: { 200: activitySummarySchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => activitySummary(serviceContext(request), request.query),
  );

  app.get(
    apiPaths.overview.plannedVsActual,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary:
          'Planned (tasks) vs actual (completed) per sprint of one project over a period; frozen for closed sprints',
        querystring: plannedVsActualQuerySchema,
        response: { 200: plannedVsActualSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => plannedVsActual(serviceContext(request), request.query),
  );

  app.get(
    apiPaths.overview.leaderboard,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags,
        summary: 'Karma points per peer over a period (this week, month, quarter, all time, or from–to), top 10',
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const ctx = serviceContext(request);
      const today = todayOfCaller(request, app.now());
      return karmaLeaderboard(ctx, request.query, today, callerTimeZone(request));
    },
  );
}
