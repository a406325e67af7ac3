import { apiPaths, TV_KEY_HEADER, tvDashboardSchema, type TvDashboard } from '@timely/contract';
import type { AxiosInstance } from 'axios';

/**
 * The dashboard a TV link opens. The link's key is the credential, sent in a header (never in the API
 * URL); the call is anonymous, so a revoked key never signs out a user who happens to be signed in.
 */
export async function getTvDashboard(client: AxiosInstance, key: string): Promise<TvDashboard> {
  const { data } = await client.get(apiPaths.kpis.tv, { headers: { [TV_KEY_HEADER]: key }, anonymous: true });
  return tvDashboardSchema.parse(data);
}
