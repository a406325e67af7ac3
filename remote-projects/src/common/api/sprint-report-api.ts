import {
  apiPaths,
  sprintBurndownSchema,
  sprintReportSchema,
  type SprintBurndown,
  type SprintReport,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getSprintReport(client: AxiosInstance, sprintId: string): Promise<SprintReport> {
  return sprintReportSchema.parse((await client.get(apiPaths.sprints.report(sprintId))).data);
}

export async function getSprintBurndown(client: AxiosInstance, sprintId: string): Promise<SprintBurndown> {
  return sprintBurndownSchema.parse((await client.get(apiPaths.sprints.burndown(sprintId))).data);
}
