import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import { createAppConfig } from './create-app-config.ts';
import { FaviconPlugin } from './favicon-plugin.ts';

type CompressionOptions = { filename: string; algorithm: unknown; compressionOptions: unknown };

const root = path.resolve(import.meta.dirname, '../../..');

it.each([
  ['host', {}],
  ['remote-kpi', { exposes: { './App': './src/exposed/app.tsx' } }],
])("gives %s's pages the portal's icon at /favicon.ico, so no page asks for a missing one", (folder, extra) => {
  const config = createAppConfig({
    name: folder.replace('-', '_'),
    port: 3999,
    dir: path.join(root, folder),
    ...extra,
  })(undefined, { mode: 'development' });
  const plugin = config.plugins?.find((each) => each instanceof FaviconPlugin);
  expect(plugin).toBeDefined();
  // an ICO file: reserved 0, type 1 (icon), then at least one image
  const bytes = readFileSync(plugin!.file);
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});

it('links the icon from the site root, so a deep page of a remote alone finds it too', () => {
  const template = readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8');
  expect(template).toMatch(/<link rel="icon" href="\/favicon\.ico"/);
});

describe('pre-compressed copies', () => {
  const compressors = (env: Record<string, string>) => {
    // process.env itself is put back key by key: the Node packages' test files share their worker's globals
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    try {
      const config = createAppConfig({ name: 'host', port: 3999, dir: path.join(root, 'host') })(undefined, {
        mode: 'production',
      });
      return (config.plugins ?? [])
        .filter((plugin) => plugin instanceof CompressionPlugin)
        .map((plugin) => {
          const { filename, algorithm, compressionOptions } = (plugin as unknown as { options: CompressionOptions })
            .options;
          return {
            filename,
            algorithm: typeof algorithm === 'function' ? algorithm.name : algorithm,
            compressionOptions,
          };
        });
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
  };

  it("writes zopfli's gzip and brotli's best for a deployed build", () => {
    expect(compressors({})).toEqual([
      { filename: '[path][base].gz', algorithm: 'zopfliGzip', compressionOptions: { numiterations: 5 } },
      { filename: '[path][base].br', algorithm: 'brotliCompress', compressionOptions: expect.anything() },
    ]);
    const brotli = compressors({})[1]!.compressionOptions as { params: Record<number, number> };
    expect(brotli.params[zlibConstants.BROTLI_PARAM_QUALITY]).toBe(11);
  });

  it("writes quicker copies for the suite's builds and the variants, and the same files", () => {
    const builds: Array<Record<string, string>> = [
      { PORTAL_QUICK_COMPRESSION: '1' },
      { PORTAL_SHARED_VERSION_OVERRIDES: '{}' },
    ];
    for (const env of builds) {
      const [gzip, brotli] = compressors(env);
      expect(gzip).toMatchObject({ filename: '[path][base].gz', algorithm: 'gzip' });
      expect(brotli).toMatchObject({ filename: '[path][base].br', algorithm: 'brotliCompress' });
      expect((brotli!.compressionOptions as { params: Record<number, number> }).params).toEqual({
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      });
    }
  });
});
