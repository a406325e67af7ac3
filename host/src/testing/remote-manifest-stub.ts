type SharedEntry = { name: string; version: string; requiredVersion: string };

/** Answers every fetch of a remote's mf-manifest.json with a build that shares `shared` (compatible by default). */
export function stubRemoteManifests(shared: SharedEntry[] = []): void {
  const manifest = {
    metaData: { buildInfo: { buildVersion: '1.2.0', buildId: 'abc123' } },
    shared: shared.map((entry) => ({ ...entry, singleton: true })),
  };
  // jsdom has no Response: the parts of one that fetchRemoteManifest reads
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify(manifest),
  })) as unknown as typeof fetch;
}
