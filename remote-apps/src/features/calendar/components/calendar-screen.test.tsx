import { demoApiPaths, demoCalendarEventsResponseSchema } from '@timely/contract';
import { createStubApiClient, failure, type StubHandler } from '@timely/shared-auth/testing';
import { formatMonthOf, setPortalLanguage } from '@timely/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { renderApps } from '../../../testing/render-apps';
import { todayKey } from '../utils/calendar-dates';
import { CalendarScreen } from './calendar-screen';

jest.setTimeout(60_000);

const ROUTE = `GET ${demoApiPaths.calendarEvents}`;

/** A timed event at the viewer's local hours, as the API writes it (ISO, UTC). */
function timed(id: number, title: string, label: string, day: string, from: string, to: string) {
  return {
    id,
    title,
    label,
    start: dayjs(`${day}T${from}`).toISOString(),
    end: dayjs(`${day}T${to}`).toISOString(),
    allDay: false,
    selectable: true,
  };
}

function allDay(id: number, title: string, label: string, first: string, endExclusive: string) {
  return {
    id,
    title,
    label,
    start: `${first}T00:00:00.000Z`,
    end: `${endExclusive}T00:00:00.000Z`,
    allDay: true,
    selectable: true,
  };
}

const EVENTS = demoCalendarEventsResponseSchema.parse({
  events: [
    timed(1, 'Retrospective', 'business', '2026-11-20', '15:00', '16:00'),
    timed(2, 'Sprint planning', 'business', '2026-11-23', '09:00', '11:00'),
    timed(3, 'Design review', 'personal', '2026-11-24', '14:00', '15:00'),
    timed(4, 'Standup', 'business', '2026-11-25', '08:00', '08:15'),
    timed(5, 'Client workshop', 'etc', '2026-11-25', '10:00', '13:00'),
    timed(6, 'Lunch with Sam', 'family', '2026-11-25', '12:00', '13:00'),
    allDay(7, 'Release day', 'holiday', '2026-11-27', '2026-11-28'),
    allDay(8, 'Team offsite', 'family', '2026-12-03', '2026-12-05'),
  ],
});

function renderCalendar(route: string, response: StubHandler = { data: EVENTS }) {
  const stub = createStubApiClient({ [ROUTE]: response });
  return { ...renderApps(<CalendarScreen />, { client: stub.client, route }), stub };
}

const phoneMatchMedia = window.matchMedia;

/** A window as wide as a desktop's: every `min-width` query matches (jsdom's default answers a phone). */
function onWideScreen() {
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...phoneMatchMedia(query), matches: query.includes('min-width') });
  });
  afterEach(() => {
    window.matchMedia = phoneMatchMedia;
  });
}

function location() {
  return screen.getByTestId('location').textContent ?? '';
}

async function dayCell(day: string) {
  await screen.findAllByRole('button', { name: /^Sprint planning|^Team offsite|^Release day/ });
  const cell = document.querySelector<HTMLElement>(`td[data-day="${day}"]`);
  if (!cell) throw new Error(`no cell for ${day}`);
  return cell;
}

describe('month view', () => {
  onWideScreen();

  it("lists each day's events in its cell, titled with the month, and folds a full day into '+N more'", async () => {
    const { user } = renderCalendar('/calendar?view=month&date=2026-11-23');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Events of November 2026' })).toBeInTheDocument();
    expect(
      within(await dayCell('2026-11-23')).getByRole('button', { name: /^Sprint planning, Business, / }),
    ).toBeInTheDocument();
    expect(
      within(await dayCell('2026-11-27')).getByRole('button', { name: 'Release day, Holiday, All day' }),
    ).toBeInTheDocument();
    // a two-day event sits on both its days (the first days of December close the month's last week)
    expect(within(await dayCell('2026-12-03')).getByRole('button', { name: /^Team offsite/ })).toBeInTheDocument();
    expect(within(await dayCell('2026-12-04')).getByRole('button', { name: /^Team offsite/ })).toBeInTheDocument();

    const wednesday = await dayCell('2026-11-25');
    expect(within(wednesday).getAllByRole('button', { name: /, (Business|ETC|Family), / })).toHaveLength(2);
    await user.click(within(wednesday).getByRole('button', { name: /^1 more events on / }));
    await user.click(await screen.findByRole('menuitem', { name: /Lunch with Sam/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Lunch with Sam' });
    expect(within(drawer).getByText('Family')).toBeInTheDocument();
  });

  it('opens on the month of today when the address names no day', async () => {
    renderCalendar('/calendar');
    const month = formatMonthOf(todayKey().slice(0, 7));
    expect(await screen.findByRole('heading', { name: month })).toBeInTheDocument();
  });

  it('moves a month back and forth, comes back to today and switches to the week and day views', async () => {
    const { user } = renderCalendar('/calendar?date=2026-11-23');
    await screen.findByRole('heading', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    // nothing in October: the way to the first event
    expect(screen.getByText('No events this month.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first event' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(location()).toContain('date=2026-11-20');

    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(location()).toContain('view=week');
    expect(await screen.findByRole('button', { name: 'Next week' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    expect(await screen.findByRole('heading', { name: 'Friday, November 20, 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { name: 'Saturday, November 21, 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(location()).toContain(`date=${todayKey()}`);
  });
});

it("shows a phone the month's days with dots and the chosen day's events below", async () => {
  const { user } = renderCalendar('/calendar?date=2026-11-23');
  const list = await screen.findByRole('region', { name: 'Events on Monday, November 23, 2026' });
  expect(await within(list).findByRole('button', { name: /^Sprint planning, Business, / })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Wednesday, November 25, 2026, 3 events' }));
  const wednesday = await screen.findByRole('region', { name: 'Events on Wednesday, November 25, 2026' });
  expect(
    within(wednesday).getAllByRole('button', { name: /^(Standup|Client workshop|Lunch with Sam), / }),
  ).toHaveLength(3);
  expect(location()).toContain('date=2026-11-25');
  expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
});

describe('week and day views', () => {
  it('places timed events on their day and hour and all-day events in the top row', async () => {
    renderCalendar('/calendar?view=week&date=2026-11-25');
    const monday = await screen.findByRole('group', { name: 'Monday, November 23, 2026' });
    const planning = within(monday).getByRole('button', { name: /^Sprint planning, Business, / });
    expect(planning).toHaveStyle({ top: `${9 * 48}px` });
    expect(
      within(screen.getByRole('group', { name: 'Tuesday, November 24, 2026' })).getByRole('button', {
        name: /^Design review/,
      }),
    ).toBeInTheDocument();

    // overlapping events share the hours side by side
    const wednesday = screen.getByRole('group', { name: 'Wednesday, November 25, 2026' });
    expect(within(wednesday).getByRole('button', { name: /^Client workshop/ })).toHaveStyle({
      width: 'calc(50% - 4px)',
    });
    expect(within(wednesday).getByRole('button', { name: /^Standup/ })).toHaveStyle({ width: 'calc(100% - 4px)' });

    const allDayRow = screen.getByRole('group', { name: 'All day' });
    expect(within(allDayRow).getByRole('button', { name: 'Release day, Holiday, All day' })).toBeInTheDocument();
    expect(within(monday).queryByRole('button', { name: /^Release day/ })).not.toBeInTheDocument();
  });

  it("shows one day's events only in the day view", async () => {
    renderCalendar('/calendar?view=day&date=2026-11-24');
    const tuesday = await screen.findByRole('group', { name: 'Tuesday, November 24, 2026' });
    expect(within(tuesday).getByRole('button', { name: /^Design review, Personal, / })).toHaveStyle({
      top: `${14 * 48}px`,
    });
    expect(screen.queryByRole('button', { name: /^Sprint planning/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tuesday, November 24, 2026' })).toBeInTheDocument();
  });

  it('opens an all-day event read only, with its label and "All day"', async () => {
    const { user } = renderCalendar('/calendar?view=day&date=2026-11-27');
    await user.click(await screen.findByRole('button', { name: 'Release day, Holiday, All day' }));
    const drawer = await screen.findByRole('dialog', { name: 'Release day' });
    expect(within(drawer).getByText('Holiday')).toBeInTheDocument();
    expect(within(drawer).getByText(/Friday, November 27, 2026 · All day/)).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /save|delete|edit/i })).not.toBeInTheDocument();
  });
});

it('hides and shows events by label, "View all" bringing every label back', async () => {
  const { user } = renderCalendar('/calendar?view=week&date=2026-11-23');
  await screen.findByRole('button', { name: /^Sprint planning/ });
  const legend = screen.getByRole('group', { name: 'Labels' });
  await user.click(within(legend).getByRole('checkbox', { name: 'Business' }));
  expect(screen.queryByRole('button', { name: /^Sprint planning/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Design review/ })).toBeInTheDocument();
  expect(within(legend).getByRole('checkbox', { name: 'View all' })).not.toBeChecked();

  await user.click(within(legend).getByRole('checkbox', { name: 'View all' }));
  expect(await screen.findByRole('button', { name: /^Sprint planning/ })).toBeInTheDocument();
  await user.click(within(legend).getByRole('checkbox', { name: 'View all' }));
  expect(screen.queryByRole('button', { name: /^Design review/ })).not.toBeInTheDocument();
  expect(screen.getByText('No label is ticked: tick a label to see its events.')).toBeInTheDocument();
});

it('works from the keyboard: an event opens with Enter, Escape closes it, the views switch with the arrows', async () => {
  const { user } = renderCalendar('/calendar?view=day&date=2026-11-23');
  const planning = await screen.findByRole('button', { name: /^Sprint planning, Business, / });
  planning.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Sprint planning' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sprint planning' })).not.toBeInTheDocument());

  screen.getByRole('radio', { name: 'Day' }).focus();
  await user.keyboard('{ArrowLeft}');
  await waitFor(() => expect(location()).toContain('view=week'));
  expect(await screen.findByRole('button', { name: 'Next week' })).toBeInTheDocument();
});

describe('states', () => {
  it('shows a loading state, then the events', async () => {
    // the answer is held until the loading state has been seen
    let release: (() => void) | undefined;
    renderCalendar(
      '/calendar?date=2026-11-23',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ data: EVENTS });
        }),
    );
    expect(screen.getByRole('status', { name: 'Loading the calendar' })).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release!();
    expect(await screen.findByRole('button', { name: /^Sprint planning/ })).toBeInTheDocument();
  });

  it('says when the calendar has no events at all', async () => {
    renderCalendar('/calendar?date=2026-11-23', { data: { events: [] } });
    expect(await screen.findByText('The calendar has no events yet.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Events of November 2026' })).toBeInTheDocument();
  });

  it('offers Retry when the events do not load, and shows them once they do', async () => {
    const { user, stub } = renderCalendar('/calendar?date=2026-11-23', failure(503, 'The demo API is resting'));
    expect(await screen.findByText('The calendar could not load')).toBeInTheDocument();
    stub.on(ROUTE, { data: EVENTS });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^Sprint planning/ })).toBeInTheDocument();
  });
});

it('speaks German, with the week starting on Monday', async () => {
  setPortalLanguage('de', ['de-DE']);
  try {
    const stub = createStubApiClient({ [ROUTE]: { data: EVENTS } });
    renderApps(<CalendarScreen />, {
      client: stub.client,
      route: '/calendar?view=week&date=2026-11-25',
      language: 'de',
    });
    expect(await screen.findByRole('heading', { name: 'Kalender' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '23.–29. Nov. 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Sprint planning, Geschäftlich, / })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Woche' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ganztägig' })).toBeInTheDocument();
  } finally {
    setPortalLanguage('en', ['en-US']);
  }
});

it('speaks Arabic right to left: "previous" points right and events keep their labels', async () => {
  setPortalLanguage('ar', ['ar-EG']);
  try {
    const stub = createStubApiClient({ [ROUTE]: { data: EVENTS } });
    renderApps(
      <ConfigProvider direction="rtl">
        <CalendarScreen />
      </ConfigProvider>,
      { client: stub.client, route: '/calendar?view=week&date=2026-11-25', language: 'ar' },
    );
    expect(await screen.findByRole('heading', { name: 'التقويم' })).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'الأسبوع السابق' });
    expect(within(previous).getByRole('img', { name: 'right' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Sprint planning، عمل، / })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'طوال اليوم' })).toBeInTheDocument();
  } finally {
    setPortalLanguage('en', ['en-US']);
  }
});
