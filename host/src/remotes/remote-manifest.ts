import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { z } from 'zod';
import type { SharedRequirement } from './remote-status';

// Only the parts of mf-manifest.json the portal reads; the rest belongs to the federation runtime.
const manifestSchema = z.object({
  metaData: z.object({
    buildInfo: z.object({ buildVersion: z.string(), buildId: z.string().optional() }).passthrough(),
  }).passthrough(),
  shared: z.array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.string().optional(), singleton: z.boolean().optional() }).passthrough()),
});

export type RemoteManifestInfo = {
  version: string;
  buildId: string;
  shared: SharedRequirement[];
};

// manifests read by fetchRemoteManifest that the federation runtime has not asked for yet
const justRead = new Map<string, string>();

/** A remote's version, build id and shared-library requirements, from its manifest. */
export async function fetchRemoteManifest(url: string): Promise<RemoteManifestInfo> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`its manifest answered ${response.status}`);
  const text = await response.text();
  const manifest = manifestSchema.parse(JSON.parse(text));
  justRead.set(url, text);
  return {
    version: manifest.metaData.buildInfo.buildVersion,
    buildId: manifest.metaData.buildInfo.buildId ?? 'unknown',
    shared: manifest.shared
      .filter((entry) => entry.singleton !== false && entry.requiredVersion)
      .map((entry) => ({ name: entry.name, version: entry.version, requiredVersion: entry.requiredVersion! })),
  };
}

/**
 * A federation runtime plugin: the runtime reads the manifest the host has just read for its version
 * check instead of fetching it a second time (one round trip less on the first visit to a remote).
 * Each copy is handed over once: a later load, a Retry say, asks the network again.
 */
export const manifestReadOnce: ModuleFederationRuntimePlugin = {
  name: 'timely-manifest-read-once',
  fetch(url) {
    const text = justRead.get(url);
    if (text === undefined) return undefined;
    justRead.delete(url);
    return Promise.resolve(new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }));
  },
};
