import {
  demoAggridResponseSchema,
  demoApiPaths,
  demoAutocompleteResponseSchema,
  demoCalendarEventsResponseSchema,
  demoUsersListResponseSchema,
} from '@timely/contract';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { demoRequests } from '../testing/demo-requests.js';

let server: TestServer;
const api = demoRequests(() => server);
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/users/list', () => {
  it('answers the full users array: 50 users, ids 268 to 317, permissions on the first only', async () => {
    const response = await api.get(demoApiPaths.usersList);
    expect(response.statusCode).toBe(200);
    const users = demoUsersListResponseSchema.parse(response.json());
    expect(users.map((user) => user.id)).toEqual(Array.from({ length: 50 }, (_, i) => 268 + i));
    expect(users[0]!.permissions).toEqual({
      users: { read: true, write: false, create: false, delete: false },
      posts: { read: true, write: true, create: true, delete: true },
      comments: { read: true, write: false, create: true, delete: false },
    });
    expect(users.slice(1).every((user) => user.permissions === undefined)).toBe(true);
    for (const key of ['role', 'status', 'department'] as const) {
      expect(new Set(users.map((user) => user[key])).size).toBe(3);
    }
  });
});

describe('GET /api/aggrid/data', () => {
  it('answers data: the same people as user-list records, popularity coloured by the rule', async () => {
    const response = await api.get(demoApiPaths.aggrid);
    expect(response.statusCode).toBe(200);
    const { data } = demoAggridResponseSchema.parse(response.json());
    expect(data.map((record) => record.id)).toEqual(Array.from({ length: 50 }, (_, i) => 268 + i));
    expect(new Set(data.map((record) => record.popularity.color))).toEqual(
      new Set(['success', 'primary', 'warning', 'danger']),
    );
  });

  it('colours stored scores at and around each threshold, and out-of-range ones as 0 / danger', async () => {
    const cases: Array<[number | null, number, string]> = [
      [100, 100, 'success'],
      [75, 75, 'success'],
      [74, 74, 'primary'],
      [55, 55, 'primary'],
      [54, 54, 'warning'],
      [35, 35, 'warning'],
      [34, 34, 'danger'],
      [0, 0, 'danger'],
      [-1, 0, 'danger'],
      [null, 0, 'danger'],
    ];
    for (const [index, [score]] of cases.entries()) {
      await server.db.query('UPDATE demo_users SET popularity = $1 WHERE id = $2', [score, 268 + index]);
    }
    const { data } = demoAggridResponseSchema.parse((await api.get(demoApiPaths.aggrid)).json());
    const users = demoUsersListResponseSchema.parse((await api.get(demoApiPaths.usersList)).json());
    for (const [index, [, popValue, color]] of cases.entries()) {
      expect(data[index]!.popularity).toEqual({ popValue, color });
      expect(users[index]!.popularity).toEqual({ popValue, color });
    }
  });
});

describe('GET /api/autocomplete/data and /api/apps/calendar/events', () => {
  it('answers autoComplete suggestions', async () => {
    const response = await api.get(demoApiPaths.autocomplete);
    expect(response.statusCode).toBe(200);
    const { autoComplete } = demoAutocompleteResponseSchema.parse(response.json());
    expect(autoComplete.length).toBeGreaterThan(10);
    expect(new Set(autoComplete.map((item) => item.title)).size).toBe(autoComplete.length);
  });

  it('answers events with ISO start and end, around the current week', async () => {
    const response = await api.get(demoApiPaths.calendarEvents);
    expect(response.statusCode).toBe(200);
    const { events } = demoCalendarEventsResponseSchema.parse(response.json());
    expect(events.length).toBeGreaterThan(3);
    const now = server.app.now().getTime();
    const week = 7 * 86_400_000;
    expect(events.some((event) => Math.abs(Date.parse(event.start) - now) < week)).toBe(true);
    expect(
      events.every((event) => Date.parse(event.end) >= Date.parse(event.start) && event.label === 'business'),
    ).toBe(true);
    expect(events.some((event) => event.allDay)).toBe(true);
  });
});
