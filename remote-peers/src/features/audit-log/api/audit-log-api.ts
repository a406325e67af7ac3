import {
  apiPaths,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  type AuditExportQuery,
  type AuditPage,
  type AuditQuery,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** A page of the company's audit log (level3), parsed with the contract. */
export async function getAuditLog(client: AxiosInstance, query: AuditQuery): Promise<AuditPage> {
  const { data } = await client.get(apiPaths.company.auditLog, { params: auditQuerySchema.parse(query) });
  return auditPageSchema.parse(data);
}

/** The filtered log as CSV text, written on the server (every page, newest first). */
export async function exportAuditCsv(client: AxiosInstance, query: AuditExportQuery): Promise<string> {
  const { data } = await client.get<string>(apiPaths.company.auditLogCsv, {
    params: auditExportQuerySchema.parse(query),
    responseType: 'text',
  });
  return data;
}

/** Every table of the company's data, one CSV each, as a zip. */
export async function exportCompanyZip(client: AxiosInstance): Promise<Blob> {
  const { data } = await client.get<Blob>(apiPaths.company.export, { responseType: 'blob' });
  return data;
}
