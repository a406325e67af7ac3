import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { z } from 'zod';
import type { SharedRequirement } from './remote-status';

// Only the parts of mf-manifest.json the portal reads; the rest belongs to the federation runtime.
const manifestSchema = z.object({
  metaData: z
    .object({
      buildInfo: z.object({ buildVersion: z.string(), buildId: z.string().optional() }).passthrough(),
      // the screens the remote owns (host/src/screens reads them entry by entry)
      screens: z.unknown().optional(),
    })
    .passthrough(),
  shared: z.array(
    z
      .object({
        name: z.string(),
        version: z.string(),
        requiredVersion: z.string().optional(),
        singleton: z.boolean().optional(),
      })
      .passthrough(),
  ),
});

export type RemoteManifestInfo = {
  version: string;
  buildId: string;
  shared: SharedRequirement[];
  /** metaData.screens as published, unread (host/src/screens/published-screens.ts reads it). */
  screens?: unknown;
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
    // every shared package, the may-be-bundled ones marked: About lists them all, the compatibility check
    // (findMismatches) judges only what must be one copy
    shared: manifest.shared
      .filter((entry) => entry.requiredVersion)
      .map((entry) => ({
        name: entry.name,
        version: entry.version,
        requiredVersion: entry.requiredVersion!,
        ...(entry.singleton === false ? { singleton: false as const } : {}),
      })),
    screens: manifest.metaData.screens,
  };
}

// manifests read at start-up for their screens, not yet used by a load of their remote
const readEarly = new Map<string, Promise<RemoteManifestInfo>>();

/** Reads a manifest at start-up (for its screens); the first load of its remote reuses the answer. */
export function readManifestEarly(url: string): Promise<RemoteManifestInfo> {
  const read = fetchRemoteManifest(url);
  readEarly.set(url, read);
  return read;
}

/** The start-up's read of this manifest once, else (or if it failed) a new one. */
export function takeRemoteManifest(url: string): Promise<RemoteManifestInfo> {
  const early = readEarly.get(url);
  if (!early) return fetchRemoteManifest(url);
  readEarly.delete(url);
  return early.catch(() => fetchRemoteManifest(url));
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
