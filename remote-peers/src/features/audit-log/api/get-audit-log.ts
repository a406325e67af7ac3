import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, auditPageSchema, auditQuerySchema, type AuditPage, type AuditQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** A page of the company's audit log (level3), parsed with the contract. */
export async function getAuditLog(client: AxiosInstance, query: AuditQuery): Promise<AuditPage> {
  const { data } = await client.get(apiPaths.company.auditLog, { params: auditQuerySchema.parse(query) });
  return auditPageSchema.parse(data);
}

export function auditLogQuery(client: AxiosInstance, query: AuditQuery) {
  return queryOptions({ queryKey: peersKeys.audit(query), queryFn: () => getAuditLog(client, query) });
}

/** One page of the log; the previous page stays on screen while the next one loads. */
export function useAuditLog(query: AuditQuery) {
  const client = useApiClient();
  return useEagerQuery({ ...auditLogQuery(client, query), placeholderData: keepPreviousData });
}
