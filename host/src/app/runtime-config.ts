import { REMOTE_KEYS, type RemoteKey } from '@timely/shared-ui';
import { z } from 'zod';

const configSchema = z.object({
  apiBaseUrl: z.string().url(),
  customizerEnabled: z.boolean(),
  remoteOverrideOrigins: z.array(z.string()),
});
const remotesSchema = z.object({
  remotes: z.record(z.enum(REMOTE_KEYS), z.string().url()),
});

export type RuntimeConfig = z.infer<typeof configSchema> & { remotes: Partial<Record<RemoteKey, string>> };

/** Reads config.json and remotes.json, written from the environment where the host is deployed. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const [config, remotes] = await Promise.all([fetchJson('/config.json'), fetchJson('/remotes.json')]);
  return { ...configSchema.parse(config), remotes: remotesSchema.parse(remotes).remotes };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
