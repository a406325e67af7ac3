import { useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  holidayImportResultSchema,
  importHolidaysBodySchema,
  type HolidayImportResult,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

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

/** Previews or saves an import; a save refreshes the option lists (the holidays are one of them). */
export function useImportHolidays() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (csv: string, preview: boolean) => {
    const result = await importHolidays(client, csv, preview);
    if (!preview) await queryClient.invalidateQueries({ queryKey: peersKeys.options });
    return result;
  };
}
