import { createHash } from 'node:crypto';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { constants as zlibConstants, type BrotliOptions } from 'node:zlib';
import { createRequire } from 'node:module';
import { gzipAsync, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { createSharedDeps, curatedAliases, eagerInHost } from './shared-deps.ts';
import { buildId } from './build-id.ts';
import { runtimeFiles } from '../runtime-config.ts';
import { BuildInfoPlugin } from './build-info-plugin.ts';
import { FaviconPlugin } from './favicon-plugin.ts';
import { FirstScreenStylesPlugin } from './first-screen-styles.ts';
import { translateScreens, type PublishedScreen } from './translate-screens.ts';

export type AppConfigOptions = {
  /** Federation name: a valid JS identifier (`host`, `remote_projects`). */
  name: string;
  port: number;
  /** The app's folder; pass `import.meta.dirname`. */
  dir: string;
  /** Modules other bundles may load. Remotes expose exactly `./App`. */
  exposes?: Record<string, string>;
  title?: string;
  /**
   * The screens a remote owns (its `src/screens.ts`: shared-ui's ScreenManifest), published in its
   * mf-manifest.json: the host builds routes, menu and role guard from them, so a new screen needs no host build.
   */
  screens?: readonly PublishedScreen[];
  /**
   * The host's copy of every remote's screens (known-screens.ts), compiled in as PORTAL_KNOWN_SCREENS: its
   * menu and routes for a remote it has never reached.
   */
  knownScreens?: readonly PublishedScreen[];
};

// loaders are tooling's dependencies, not each app's
const require = createRequire(import.meta.url);

export const FAVICON = path.join(import.meta.dirname, 'favicon.ico');

// what is pre-compressed: not the manifest (BuildInfoPlugin rewrites it later, and a stale copy would be served)
const PRECOMPRESSED = {
  test: /\.(js|json|html|css|svg)$/,
  exclude: /mf-manifest\.json$/,
  threshold: 1024,
  minRatio: 0.9,
};

/** CompressionPlugin's algorithm: a gzip stream written by zopfli. */
function zopfliGzip(
  input: Buffer,
  options: ZopfliOptions,
  callback: (error: Error | null, result: Uint8Array) => void,
) {
  gzipAsync(input, options).then(
    (output) => callback(null, output),
    (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), new Uint8Array()),
  );
}

type Argv = { mode?: 'production' | 'development' };

function isVariant(): boolean {
  return Boolean(process.env.PORTAL_SHARED_VERSION_OVERRIDES);
}

/**
 * Pre-compressed copies made quickly (zlib's gzip, brotli at quality 5) for builds nobody downloads over a
 * network: the variants the e2e suite builds, and every build of `npm test` (PORTAL_QUICK_COMPRESSION=1). The
 * bundles are the same bytes; only their .gz and .br copies are a few per cent larger.
 */
function quickCompression(): boolean {
  return isVariant() || process.env.PORTAL_QUICK_COMPRESSION === '1';
}

/**
 * A variant built by the e2e suite (other shared versions) keeps a cache of its own instead
 * of replacing the app's, so the next normal build and the next run of that variant stay warm; so does a
 * build with source maps (chunks restored from a cache written without maps came out without them).
 */
function cacheName(mode: string, shared: Record<string, { version?: string }>): string {
  const base = isVariant()
    ? `${mode}-${createHash('sha1').update(cacheVersion(shared)).digest('hex').slice(0, 8)}`
    : mode;
  return process.env.PORTAL_SOURCE_MAPS === '1' ? `${base}-maps` : base;
}

function cacheVersion(shared: Record<string, { version?: string }>): string {
  return Object.entries(shared)
    .map(([name, config]) => `${name}@${config.version}`)
    .join(',');
}

/** The one webpack configuration of every app of the portal: each app's config is a call to this. */
export function createAppConfig(options: AppConfigOptions) {
  return (_env: unknown, argv: Argv = {}): Configuration & { devServer?: DevServerConfiguration } => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const isHost = !options.exposes;
    const appPackage = JSON.parse(readFileSync(path.join(options.dir, 'package.json'), 'utf8')) as { version: string };
    const version = process.env.PORTAL_BUILD_VERSION ?? appPackage.version;
    const shared = isHost ? eagerInHost(createSharedDeps(options.dir)) : createSharedDeps(options.dir);
    return {
      mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      // no eval-based source maps: the portal's Content-Security-Policy forbids eval. PORTAL_SOURCE_MAPS=1
      // writes a production build's maps beside its chunks without pointing to them (the bundles stay the
      // same): what a profile of the production portal needs to name its functions
      devtool:
        mode === 'development'
          ? 'cheap-module-source-map'
          : process.env.PORTAL_SOURCE_MAPS === '1'
            ? 'hidden-source-map'
            : false,
      output: {
        // PORTAL_DIST_DIR builds into another folder: a second version of a remote for integration tests
        path: process.env.PORTAL_DIST_DIR ? path.resolve(process.env.PORTAL_DIST_DIR) : path.join(options.dir, 'dist'),
        // The host is an SPA with deep routes, so its assets come from the root; a remote's assets come
        // from wherever its manifest was fetched, so a team can deploy it on any origin.
        publicPath: isHost ? '/' : 'auto',
        // Plain entry names: a [contenthash] here breaks the federation runtime chunk. Hashes go on chunks.
        filename: '[name].js',
        chunkFilename: mode === 'production' ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: options.name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The contract is written for Node's ESM (imports end in .js); let those resolve to the .ts source.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias: curatedAliases(options.dir),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: mode === 'development' } },
                  target: 'es2020',
                },
              },
            },
          },
          {
            // an app's messages (`src/messages/<language>.json`, or a feature's `src/features/x/messages/`, ICU):
            // parsed at build time, so the browser formats them without a parser
            test: /[\\/]src[\\/](?:.+[\\/])?messages[\\/][a-z]{2}\.json$/,
            type: 'javascript/auto',
            use: require.resolve('./messages-loader.mjs'),
          },
          { test: /\.(png|jpe?g|svg|gif|webp)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          exposes: options.exposes ?? {},
          shared,
          // Remotes are registered at run time by the host from remotes.json, never baked in here.
          remotes: {},
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            path.join(import.meta.dirname, 'antd-follows-antd.ts'),
            path.join(import.meta.dirname, 'bundled-keeps-own-version.ts'),
          ],
          // A remote never loads other remotes (the host does, from their manifests): its copy of the
          // federation runtime in remoteEntry.js can leave out remote loading and manifest snapshots.
          // Every app runs in the browser only: target 'web' also leaves the runtime's Node.js loading out of the host.
          experiments: {
            optimization: { ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }), target: 'web' as const },
          },
        }),
        // pre-compressed copies next to each asset: any static server can send them without spending CPU per
        // request. The gzip copies are zopfli's (gzip that any client reads, a few per cent smaller than zlib's best, for
        // a few seconds more per build): what a client that does not take brotli downloads. Five iterations, not
        // zopfli's fifteen: about the same bytes in less time (docs/performance.md). Brotli at its best quality.
        // A build made quickly (`quickCompression`) takes zlib's gzip and a quicker brotli.
        ...(mode === 'production'
          ? quickCompression()
            ? [
                new CompressionPlugin({ ...PRECOMPRESSED, filename: '[path][base].gz', algorithm: 'gzip' }),
                new CompressionPlugin<BrotliOptions>({
                  ...PRECOMPRESSED,
                  filename: '[path][base].br',
                  algorithm: 'brotliCompress',
                  compressionOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
                }),
              ]
            : [
                new CompressionPlugin<ZopfliOptions>({
                  ...PRECOMPRESSED,
                  filename: '[path][base].gz',
                  algorithm: zopfliGzip,
                  compressionOptions: { numiterations: 5 },
                }),
                new CompressionPlugin({ ...PRECOMPRESSED, filename: '[path][base].br', algorithm: 'brotliCompress' }),
              ]
          : []),
        // every app's pages (the host and each remote alone) carry the portal's icon: without one, each
        // page load asked for /favicon.ico and logged its 404
        new FaviconPlugin(FAVICON),
        new webpack.DefinePlugin({
          ...(options.knownScreens ? { PORTAL_KNOWN_SCREENS: JSON.stringify(options.knownScreens) } : {}),
        }),
        new BuildInfoPlugin(
          { version, buildId: buildId(), builtAt: new Date().toISOString() },
          options.screens && translateScreens(options.screens, options.dir),
        ),
        // the host's first screen styled from a stylesheet written at build time, not generated in the browser
        ...(mode === 'production' && isHost ? [new FirstScreenStylesPlugin(options.dir)] : []),
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title: options.title ?? 'Timely',
          chunks: ['main'],
          meta: { 'timely-build': `${options.name}@${version}+${buildId()}` },
        }),
      ],
      performance: { hints: false },
      // a remote's manifest resolving its chunks from where it was fetched is exactly what publicPath 'auto' is for
      ignoreWarnings: [/Manifest will use absolute path resolution/],
      optimization: {
        // Scope hoisting: modules of a chunk in one scope, which minifies better (docs/performance.md has the
        // figure). It was once off after a shared component came out undefined in a production build; the e2e
        // suite walks every screen of the production builds, so a return of that fails there.
        concatenateModules: true,
        splitChunks: {
          cacheGroups: {
            // @ant-design/icons' own component and helpers, once: every chunk with an icon (antd's, shared-ui's,
            // the app's own) carried a copy of them, too small for webpack's default groups to take out
            antdIconBase: {
              test: /[\\/]@ant-design[\\/]icons[\\/]es[\\/](?:components[\\/]|[a-zA-Z]+\.js$)/,
              chunks: 'all',
              minSize: 0,
              priority: 10,
              reuseExistingChunk: true,
            },
            // the icons antd draws inside its controls, which the portal's ConfigProvider gives again with
            // labels (shared-auth's AntdLabelsFill): one copy beside antd's, not one in each chunk group
            antdControlIcons: {
              test: /[\\/]@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/](?:CloseCircleFilled|CloseOutlined|DownOutlined|SearchOutlined)\.js$/,
              name: 'antd-control-icons',
              chunks: 'all',
              minSize: 0,
              priority: 20,
              enforce: true,
            },
          },
        },
        // swc's minifier instead of the default terser: the same bundles within 1-2 % in size, and minifying
        // each app's copy of the shared libraries was most of its build time (see docs/performance.md)
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
      },
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(options.dir, 'node_modules/.cache/webpack'),
        name: cacheName(mode, shared),
        // the share map's versions (overrides in the environment, our packages' package.json files): webpack's
        // cache sees neither, and a build that kept an older map would offer the wrong versions
        version: cacheVersion(shared),
        buildDependencies: {
          config: [
            import.meta.filename,
            path.join(import.meta.dirname, 'shared-deps.ts'),
            path.join(import.meta.dirname, 'antd-follows-antd.ts'),
            path.join(import.meta.dirname, 'bundled-keeps-own-version.ts'),
          ],
        },
      },
      stats: 'errors-warnings',
      // the federation plugin warns through this logger about publicPath 'auto', which is what remotes want
      infrastructureLogging: { level: 'error' },
      devServer: {
        port: options.port,
        historyApiFallback: true,
        allowedHosts: 'all',
        hot: false,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        },
        client: { overlay: false },
        // config.json (and the host's remotes.json) come from the environment, as in production
        setupMiddlewares: (middlewares, devServer) => {
          for (const [route, body] of Object.entries(runtimeFiles(isHost))) {
            devServer.app?.get(route, (_request, response) => {
              response.json(body);
            });
          }
          return middlewares;
        },
      },
    };
  };
}
export { knownScreensOfWorkspace } from './known-screens.ts';
