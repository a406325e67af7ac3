import {
  apiPaths,
  availabilityPageSchema,
  readyToOnboardPageSchema,
  type AvailabilityPage,
  type AvailabilityQuery,
  type ReadyToOnboardPage,
  type ReadyToOnboardQuery,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getAvailability(client: AxiosInstance, query: AvailabilityQuery): Promise<AvailabilityPage> {
  const { data } = await client.get(apiPaths.availability.list, { params: query });
  return availabilityPageSchema.parse(data);
}

export async function getReadyToOnboard(
  client: AxiosInstance,
  query: ReadyToOnboardQuery,
): Promise<ReadyToOnboardPage> {
  const { data } = await client.get(apiPaths.availability.readyToOnboard, { params: query });
  return readyToOnboardPageSchema.parse(data);
}
