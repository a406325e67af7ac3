import {
  apiPaths,
  holidayImportResultSchema,
  importHolidaysBodySchema,
  type HolidayImportResult,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function addHoliday(client: AxiosInstance, day: string, name: string): Promise<void> {
  await client.post(apiPaths.options.list('public-holidays'), { day, name });
}

export async function updateHoliday(
  client: AxiosInstance,
  id: string,
  body: { day: string; name: string },
): Promise<void> {
  await client.patch(apiPaths.options.byId('public-holidays', id), body);
}

export async function deleteHoliday(client: AxiosInstance, id: string): Promise<void> {
  await client.delete(apiPaths.options.byId('public-holidays', id));
}

/** `preview` true: each row with its problems, nothing saved; false: all rows saved at once, or a 400 naming each problem. */
export async function importHolidays(
  client: AxiosInstance,
  csv: string,
  preview: boolean,
): Promise<HolidayImportResult> {
  return holidayImportResultSchema.parse(
    (await client.post(apiPaths.company.holidaysImport, importHolidaysBodySchema.parse({ csv, preview }))).data,
  );
}
