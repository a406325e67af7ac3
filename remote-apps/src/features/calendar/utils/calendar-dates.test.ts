import dayjs from 'dayjs';
import type { CalendarEvent } from '../api/get-calendar-events';
import {
  eventSpan,
  firstDayOfWeek,
  firstEventDay,
  isDayKey,
  monthWeeks,
  placeTimedEvents,
  rangeOf,
  stepOf,
  weekOf,
} from './calendar-dates';

function event(id: number, start: string, end: string, allDay = false): CalendarEvent {
  return { id, title: `Event ${id}`, label: 'business', start, end, allDay, selectable: true };
}

function local(day: string, time: string): string {
  return dayjs(`${day}T${time}`).toISOString();
}

it("starts the week on the locale's first day: Sunday in the US, Monday in Germany, Saturday in Egypt", () => {
  expect(firstDayOfWeek('en-US')).toBe(0);
  expect(firstDayOfWeek('de-DE')).toBe(1);
  expect(firstDayOfWeek('ar-EG')).toBe(6);
  expect(weekOf('2026-11-25', 0)[0]).toBe('2026-11-22');
  expect(weekOf('2026-11-25', 1)[0]).toBe('2026-11-23');
  expect(weekOf('2026-11-25', 6)[0]).toBe('2026-11-21');
});

it('lays out a month as the whole weeks from its first to its last day', () => {
  const weeks = monthWeeks('2026-11-15', 1);
  expect(weeks[0]![0]).toBe('2026-10-26');
  expect(weeks.at(-1)![6]).toBe('2026-12-06');
  expect(weeks).toHaveLength(6);
  expect(monthWeeks('2026-02-10', 0)).toHaveLength(4);
});

it('steps and spans a month, a week or a day', () => {
  expect(stepOf('month', '2026-01-31', 1)).toBe('2026-02-01');
  expect(stepOf('week', '2026-11-25', -1)).toBe('2026-11-18');
  expect(stepOf('day', '2026-12-31', 1)).toBe('2027-01-01');
  expect(rangeOf('month', '2026-11-25', 1)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  expect(rangeOf('week', '2026-11-25', 1)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
});

it('keeps an all-day event on its written days, its end exclusive, whatever the viewer zone', () => {
  expect(eventSpan(event(1, '2026-11-27T00:00:00.000Z', '2026-11-28T00:00:00.000Z', true))).toEqual({
    first: '2026-11-27',
    last: '2026-11-27',
  });
  expect(eventSpan(event(2, '2026-12-03T00:00:00.000Z', '2026-12-05T00:00:00.000Z', true))).toEqual({
    first: '2026-12-03',
    last: '2026-12-04',
  });
  // a timed event ending at midnight stays on its day
  expect(eventSpan(event(3, local('2026-11-23', '22:00'), local('2026-11-24', '00:00')))).toEqual({
    first: '2026-11-23',
    last: '2026-11-23',
  });
});

it('places overlapping events side by side and the others full width', () => {
  const placed = placeTimedEvents(
    [
      event(1, local('2026-11-25', '08:00'), local('2026-11-25', '08:15')),
      event(2, local('2026-11-25', '10:00'), local('2026-11-25', '13:00')),
      event(3, local('2026-11-25', '12:00'), local('2026-11-25', '13:00')),
      event(4, local('2026-11-25', '11:00'), local('2026-11-25', '11:30')),
    ],
    '2026-11-25',
  );
  const byId = Object.fromEntries(placed.map((item) => [item.event.id, item]));
  expect(byId[1]).toMatchObject({ startMinute: 480, endMinute: 495, lane: 0, lanes: 1 });
  expect(byId[2]).toMatchObject({ startMinute: 600, lane: 0, lanes: 2 });
  expect(byId[4]).toMatchObject({ lane: 1, lanes: 2 });
  expect(byId[3]).toMatchObject({ lane: 1, lanes: 2 });
});

it('finds the first event and refuses days that are not days', () => {
  expect(
    firstEventDay([
      event(1, local('2026-12-01', '09:00'), local('2026-12-01', '10:00')),
      event(2, '2026-11-02T00:00:00.000Z', '2026-11-03T00:00:00.000Z', true),
    ]),
  ).toBe('2026-11-02');
  expect(firstEventDay([])).toBeUndefined();
  expect(isDayKey('2026-02-30')).toBe(false);
  expect(isDayKey('yesterday')).toBe(false);
  expect(isDayKey('2026-02-28')).toBe(true);
});
