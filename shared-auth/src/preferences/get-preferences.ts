import { apiPaths, preferencesSchema, type Preferences } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getPreferences(client: AxiosInstance): Promise<Preferences> {
  const response = await client.get(apiPaths.mePreferences);
  return preferencesSchema.parse(response.data);
}
