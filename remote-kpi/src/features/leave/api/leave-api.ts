import {
  apiPaths,
  consensusViewSchema,
  coverageSchema,
  createLeaveResponseSchema,
  fetchAllProjectsResponseSchema,
  leaveBalancesSchema,
  leavePolicySchema,
  leaveReportSchema,
  leaveRequestListSchema,
  leaveRequestSchema,
  type ConsensusAnswer,
  type ConsensusView,
  type Coverage,
  type CreateLeaveRequestBody,
  type CreateLeaveResponse,
  type LeaveBalances,
  type LeaveDecisionBody,
  type LeavePolicy,
  type LeavePolicyBody,
  type LeaveReport,
  type LeaveReportQuery,
  type LeaveRequest,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getLeaveRequests(client: AxiosInstance, scope: 'mine' | 'approvals'): Promise<LeaveRequest[]> {
  const { data } = await client.get(apiPaths.leave.requests, { params: { scope } });
  return leaveRequestListSchema.parse(data).items;
}

export async function createLeaveRequest(
  client: AxiosInstance,
  body: CreateLeaveRequestBody,
): Promise<CreateLeaveResponse> {
  const { data } = await client.post(apiPaths.leave.requests, body);
  return createLeaveResponseSchema.parse(data);
}

export async function cancelLeaveRequest(client: AxiosInstance, id: string): Promise<LeaveRequest> {
  const { data } = await client.post(apiPaths.leave.cancel(id));
  return leaveRequestSchema.parse(data);
}

export async function decideLeaveRequest(
  client: AxiosInstance,
  id: string,
  body: LeaveDecisionBody,
): Promise<LeaveRequest> {
  const { data } = await client.post(apiPaths.leave.decision(id), body);
  return leaveRequestSchema.parse(data);
}

export async function getCoverage(client: AxiosInstance, id: string): Promise<Coverage> {
  const { data } = await client.get(apiPaths.leave.coverage(id));
  return coverageSchema.parse(data);
}

export async function getLeaveBalances(client: AxiosInstance, year: number): Promise<LeaveBalances> {
  const { data } = await client.get(apiPaths.leave.balances, { params: { year } });
  return leaveBalancesSchema.parse(data);
}

const reportParams = (query: LeaveReportQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value));

export async function getLeaveReport(client: AxiosInstance, query: LeaveReportQuery): Promise<LeaveReport> {
  const { data } = await client.get(apiPaths.leave.report, { params: reportParams(query) });
  return leaveReportSchema.parse(data);
}

/** The report as CSV text, fetched with the session (the token never goes into a URL). */
export async function getLeaveReportCsv(client: AxiosInstance, query: LeaveReportQuery): Promise<string> {
  const { data } = await client.get<string>(apiPaths.leave.reportCsv, {
    params: reportParams(query),
    responseType: 'text',
  });
  return data;
}

/** The projects the caller may see, for the report's filter (the spec's sidebar call). */
export async function getProjectNames(client: AxiosInstance): Promise<Array<{ _id: string; name: string }>> {
  const { data } = await client.post(apiPaths.fetchAllProjects, {});
  return fetchAllProjectsResponseSchema.parse(data).result;
}

/** Anonymous: the link's signed token is the credential, whoever is signed in. */
/** What a consensus link asks: the token goes in the body, never in a URL the server or a proxy logs. */
export async function getConsensus(client: AxiosInstance, token: string): Promise<ConsensusView> {
  const { data } = await client.post(apiPaths.leave.consensusView, { token }, { anonymous: true });
  return consensusViewSchema.parse(data);
}

export async function answerConsensus(
  client: AxiosInstance,
  token: string,
  answer: ConsensusAnswer,
): Promise<ConsensusView> {
  const { data } = await client.post(apiPaths.leave.consensus, { token, answer }, { anonymous: true });
  return consensusViewSchema.parse(data);
}

export async function getLeavePolicy(client: AxiosInstance): Promise<LeavePolicy> {
  const { data } = await client.get(apiPaths.leave.policy);
  return leavePolicySchema.parse(data);
}

export async function saveLeavePolicy(client: AxiosInstance, body: LeavePolicyBody): Promise<LeavePolicy> {
  const { data } = await client.put(apiPaths.leave.policy, body);
  return leavePolicySchema.parse(data);
}
