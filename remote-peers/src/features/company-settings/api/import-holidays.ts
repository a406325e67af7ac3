import { useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  holidayImportResultSchema,
  importHolidaysBodySchema,
  type HolidayImportResult,
  type HolidayMapping,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/**
 * `preview` true: each row with its problems, nothing saved; false: all rows saved at once (and the matching of
 * the columns remembered), or a 400 naming each problem. `mapping`: the columns as the admin matched them.
 */
export async function importHolidays(
  client: AxiosInstance,
  csv: string,
  preview: boolean,
  mapping?: HolidayMapping | null,
): Promise<HolidayImportResult> {
  const body = importHolidaysBodySchema.parse({ csv, preview, ...(mapping ? { mapping } : {}) });
  return holidayImportResultSchema.parse((await client.post(apiPaths.company.holidaysImport, body)).data);
}

/** Previews or saves an import; a save refreshes the option lists (the holidays are one of them). */
export function useImportHolidays() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return async (csv: string, preview: boolean, mapping?: HolidayMapping | null) => {
    const result = await importHolidays(client, csv, preview, mapping);
    if (!preview) await queryClient.invalidateQueries({ queryKey: peersKeys.options });
    return result;
  };
}
