import {
  demoAggridResponseSchema,
  demoApiPaths,
  demoAutocompleteResponseSchema,
  demoCalendarEventsResponseSchema,
  demoUsersListResponseSchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { listAutocomplete, listCalendarEvents, listDemoUsers, listUserListRecords } from './catalog.js';
import { DEMO_RATE_LIMITS } from '../demo-limits.js';
import { demoScope } from '../visitors/visitor-key.js';

/** §7's read-only demo lists: the grid, autocomplete, calendar events and the users list. */
export async function demoCatalogRoutes(app: App): Promise<void> {
  const orm = app.db.orm;

  app.get(
    demoApiPaths.aggrid,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: {
        tags: ['demo'],
        summary: "Demo: the grid's user-list records, popularity coloured by §4's rule",
        response: { 200: demoAggridResponseSchema },
      },
    },
    async (request) => ({ data: await listUserListRecords(demoScope(app, request)) }),
  );

  app.get(
    demoApiPaths.autocomplete,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: {
        tags: ['demo'],
        summary: 'Demo: autocomplete suggestions',
        response: { 200: demoAutocompleteResponseSchema },
      },
    },
    async () => ({ autoComplete: await listAutocomplete(orm) }),
  );

  app.get(
    demoApiPaths.calendarEvents,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: { tags: ['demo'], summary: 'Demo: calendar events', response: { 200: demoCalendarEventsResponseSchema } },
    },
    async () => ({ events: await listCalendarEvents(orm) }),
  );

  app.get(
    demoApiPaths.usersList,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: { tags: ['demo'], summary: 'Demo: the full users array', response: { 200: demoUsersListResponseSchema } },
    },
    async (request) => listDemoUsers(demoScope(app, request)),
  );
}
