import { apiPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';

/** Every table of the company's data, one CSV each, as a zip. */
export async function exportCompanyZip(client: AxiosInstance): Promise<Blob> {
  const { data } = await client.get<Blob>(apiPaths.company.export, { responseType: 'blob' });
  return data;
}

/** Answers the company's data as a zip (the screen saves it as a file). */
export function useExportCompanyZip() {
  const client = useApiClient();
  return () => exportCompanyZip(client);
}
