import { z } from 'zod';
import type { SharedRequirement } from './remote-status';

// Only the parts of mf-manifest.json the portal reads; the rest belongs to the federation runtime.
const manifestSchema = z.object({
  metaData: z.object({
    buildInfo: z.object({ buildVersion: z.string(), buildId: z.string().optional() }).passthrough(),
  }).passthrough(),
  shared: z.array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.string().optional(), singleton: z.boolean().optional() }).passthrough()),
});

export type RemoteManifestInfo = { version: string; buildId: string; shared: SharedRequirement[] };

/** A remote's version, build id and shared-library requirements, from its manifest. */
export async function fetchRemoteManifest(url: string): Promise<RemoteManifestInfo> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`its manifest answered ${response.status}`);
  const manifest = manifestSchema.parse(await response.json());
  return {
    version: manifest.metaData.buildInfo.buildVersion,
    buildId: manifest.metaData.buildInfo.buildId ?? 'unknown',
    shared: manifest.shared
      .filter((entry) => entry.singleton !== false && entry.requiredVersion)
      .map((entry) => ({ name: entry.name, version: entry.version, requiredVersion: entry.requiredVersion! })),
  };
}
