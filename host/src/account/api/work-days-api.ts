import { apiPaths, myWorkDaysSchema, type MyWorkDays, type PlanWorkDayBody } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/** The signed-in user's working days of this week and the next. */
export async function getMyWorkDays(client: AxiosInstance): Promise<MyWorkDays> {
  const response = await client.get(apiPaths.meWorkDays);
  return myWorkDaysSchema.parse(response.data);
}

/** Plans one of those days (or clears it with `mode: null`); answers the fortnight as it now is. */
export async function planWorkDay(client: AxiosInstance, day: string, body: PlanWorkDayBody): Promise<MyWorkDays> {
  const response = await client.put(apiPaths.meWorkDay(day), body);
  return myWorkDaysSchema.parse(response.data);
}
