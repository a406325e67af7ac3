import { apiPaths, type LeaveReportQuery } from '@timely/contract';
import type { AxiosInstance } from 'axios';
import { reportParams } from '../utils/report-params';

/** The report as CSV text, fetched with the session (the token never goes into a URL). */
export async function getLeaveReportCsv(client: AxiosInstance, query: LeaveReportQuery): Promise<string> {
  const { data } = await client.get<string>(apiPaths.leave.reportCsv, {
    params: reportParams(query),
    responseType: 'text',
  });
  return data;
}
