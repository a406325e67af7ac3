type SharedEntry = { name: string; version: string; requiredVersion: string };

/** Answers every fetch of a remote's mf-manifest.json with a build that shares `shared` (compatible by default). */
export function stubRemoteManifests(shared: SharedEntry[] = []): void {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({
      metaData: { buildInfo: { buildVersion: '1.2.0', buildId: 'abc123' } },
      shared: shared.map((entry) => ({ ...entry, singleton: true })),
    }),
  })) as unknown as typeof fetch;
}
