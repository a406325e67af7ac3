import { apiPaths, preferencesSchema, type Preferences } from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function savePreferences(client: AxiosInstance, preferences: Preferences): Promise<Preferences> {
  const response = await client.put(apiPaths.mePreferences, preferences);
  return preferencesSchema.parse(response.data);
}
