import dayjs, { type Dayjs } from 'dayjs';

/** DatePicker values (dayjs) to and from the API's calendar dates (YYYY-MM-DD), with no time zone involved. */
export function toDay(value: Dayjs | null | undefined): string | null {
  return value ? value.format('YYYY-MM-DD') : null;
}

export function fromDay(day: string | null | undefined): Dayjs | null {
  return day ? dayjs(day) : null;
}
