import { apiPaths, auditExportQuerySchema, type AuditExportQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';

/** The filtered log as CSV text, written on the server (every page, newest first). */
export async function exportAuditCsv(client: AxiosInstance, query: AuditExportQuery): Promise<string> {
  const { data } = await client.get<string>(apiPaths.company.auditLogCsv, {
    params: auditExportQuerySchema.parse(query),
    responseType: 'text',
  });
  return data;
}

/** Answers the CSV text of the log matching a filter (the screen saves it as a file). */
export function useExportAuditCsv() {
  const client = useApiClient();
  return (query: AuditExportQuery) => exportAuditCsv(client, query);
}
