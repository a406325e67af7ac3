import { apiPaths, orgKpiSchema, type OrgKpi, type OrgKpiMonthBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getOrgKpi(client: AxiosInstance, month: string): Promise<OrgKpi> {
  const { data } = await client.get(apiPaths.kpis.org, { params: { month } });
  return orgKpiSchema.parse(data);
}

export async function putOrgMonth(client: AxiosInstance, month: string, body: OrgKpiMonthBody): Promise<OrgKpi> {
  const { data } = await client.put(apiPaths.kpis.orgMonth(month), body);
  return orgKpiSchema.parse(data);
}
