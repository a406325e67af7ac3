import {
  apiPaths,
  myWorkDaysSchema,
  myWorkPageSchema,
  myWorkQuerySchema,
  planWorkDayBodySchema,
  sessionUserSchema,
  updateMeBodySchema,
  workDayParamsSchema,
} from '@timely/contract';
import { requireAuth } from '../http/access-guard.js';
import { type App, ACCESS } from '../http/app-types.js';
import { errorResponses } from '../http/error-responses.js';
import { unauthorized } from '../http/errors.js';
import { readImageUpload } from '../http/image-upload.js';
import { ownProfile, type OwnProfile } from '../services/own-profile.js';
import { myWorkDays, planWorkDay } from '../services/overview/my-work-days.js';
import { myWork } from '../services/tasks/my-work.js';
import { todayOfCaller } from '../http/access-guard.js';
import { serviceContext, publicContext } from '../http/service-context.js';
import { sessionUserOf } from '../services/users.js';

/** The signed-in user's own profile: read it, rename, change time zone, set or remove the picture, plan the fortnight. */
export async function meRoutes(app: App): Promise<void> {
  const profile = ownProfile(app);
  registerOwnProfile(app, profile);
  registerOwnPicture(app, profile);
  registerOwnWork(app);
}

/** The signed-in user as the apps show them, and changing their name or time zone. */
function registerOwnProfile(app: App, profile: OwnProfile): void {
  app.get(
    apiPaths.me,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'The signed-in user',
        response: { 200: sessionUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      requireAuth(request);
      // the access guard read the user's row with its session check (one statement per request)
      const user = request.signedInUser;
      if (!user) throw unauthorized();
      return sessionUserOf(publicContext(request), user, {
        name: user.companyName,
        logoUrl: user.companyLogoUrl,
        workingDays: user.companyWorkingDays,
      });
    },
  );

  app.patch(
    apiPaths.me,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'Change your own name or time zone',
        body: updateMeBodySchema,
        response: { 200: sessionUserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => profile.change(serviceContext(request), request.body),
  );
}

/** Setting and removing one's own picture. */
function registerOwnPicture(app: App, profile: OwnProfile): void {
  app.post(
    apiPaths.meAvatar,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'Upload your own picture (multipart field "file": PNG, JPEG or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: sessionUserSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => profile.setAvatar(serviceContext(request), () => readImageUpload(request)),
  );

  app.delete(
    apiPaths.meAvatar,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'Remove your own picture',
        response: { 200: sessionUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => profile.removeAvatar(serviceContext(request)),
  );
}

/** One's working days of this fortnight, planning one of them, and one's tasks across projects. */
function registerOwnWork(app: App): void {
  app.get(
    apiPaths.meWorkDays,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'Your working days of this week and the next: where you will be, and what you planned',
        response: { 200: myWorkDaysSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      return myWorkDays(serviceContext(request), todayOfCaller(request, app.now()));
    },
  );

  app.get(
    apiPaths.meWork,
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'My work: your tasks assigned to you, watched by you, or mentioning you, across your projects',
        querystring: myWorkQuerySchema,
        response: { 200: myWorkPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => myWork(serviceContext(request), request.query),
  );

  app.put(
    apiPaths.meWorkDay(':day'),
    {
      config: { access: ACCESS.signedIn },
      schema: {
        tags: ['me'],
        summary: 'Plan one of your working days (office, wfh or field), or null for your default work mode',
        params: workDayParamsSchema,
        body: planWorkDayBodySchema,
        response: { 200: myWorkDaysSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const today = todayOfCaller(request, app.now());
      await planWorkDay(serviceContext(request), request.params.day, request.body.mode, today);
      return myWorkDays(serviceContext(request), today);
    },
  );
}
