import {
  activitySummarySchema,
  apiPaths,
  headCountSchema,
  leaderboardSchema,
  nextWeekAvailabilitySchema,
  ongoingProjectsSchema,
  plannedVsActualSchema,
  workModeWeekSchema,
  type ActivitySummary,
  type HeadCount,
  type Leaderboard,
  type LeaderboardQuery,
  type NextWeekAvailability,
  type OngoingProjects,
  type PlannedVsActual,
  type PlannedVsActualQuery,
  type WorkModeWeek,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** The Overview dashboard's fetchers: one per widget, each parsed with its contract schema. */

export async function getHeadCount(client: AxiosInstance): Promise<HeadCount> {
  return headCountSchema.parse((await client.get(apiPaths.overview.headCount)).data);
}

export async function getWorkModeWeek(client: AxiosInstance): Promise<WorkModeWeek> {
  return workModeWeekSchema.parse((await client.get(apiPaths.overview.week)).data);
}

export async function getNextWeekAvailability(client: AxiosInstance): Promise<NextWeekAvailability> {
  return nextWeekAvailabilitySchema.parse((await client.get(apiPaths.overview.nextWeek)).data);
}

export async function getOngoingProjects(client: AxiosInstance): Promise<OngoingProjects> {
  return ongoingProjectsSchema.parse((await client.get(apiPaths.overview.ongoingProjects)).data);
}

export async function getActivitySummary(client: AxiosInstance): Promise<ActivitySummary> {
  return activitySummarySchema.parse((await client.get(apiPaths.overview.activity)).data);
}

export async function getPlannedVsActual(
  client: AxiosInstance,
  params: PlannedVsActualQuery,
): Promise<PlannedVsActual> {
  return plannedVsActualSchema.parse((await client.get(apiPaths.overview.plannedVsActual, { params })).data);
}

/** A period, or `from` and `to` (inclusive days) instead of it; optionally one job role. */
export async function getLeaderboard(client: AxiosInstance, params: LeaderboardQuery): Promise<Leaderboard> {
  return leaderboardSchema.parse((await client.get(apiPaths.overview.leaderboard, { params })).data);
}
