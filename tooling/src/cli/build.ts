import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack, { type Configuration } from 'webpack';
import { APPS, appFolder, log, parseApp, ROOT, type AppName } from './workspace.ts';
import { commandPool, runCommand } from './processes.ts';
import { fingerprint, isUpToDate, markBuilt } from './build-fingerprint.ts';
import { transpileServer } from './transpile-server.ts';
import { KNOWN_SCREENS_INPUTS } from '../webpack/known-screens.ts';

type ConfigFactory = (env: unknown, argv: { mode: 'production' | 'development' }) => Configuration;

/** Builds one app's production bundle with its webpack.config.ts (the shared factory); null when up to date. */
export async function buildApp(app: AppName, force = false): Promise<number | null> {
  const started = Date.now();
  const folder = path.relative(ROOT, appFolder(app));
  const print = fingerprint([
    `${folder}/src`,
    `${folder}/webpack.config.ts`,
    `${folder}/package.json`,
    // the host compiles in its copy of the remotes' screens
    ...(app === 'host' ? KNOWN_SCREENS_INPUTS : []),
  ]);
  const module = (await import(path.join(appFolder(app), 'webpack.config.ts'))) as { default: ConfigFactory };
  const config = module.default({}, { mode: 'production' });
  config.plugins = [...(config.plugins ?? []), buildProgress(app)];
  const distDir = config.output!.path!;
  if (!force && isUpToDate(distDir, print)) return null;
  // into an emptied folder (its contents, not the folder, which may be a mount): webpack keeps a file whose
  // hashed name is already there, and the bytes of a compressed copy (.gz, .br) depend on the compressor too
  emptyFolder(distDir);
  await new Promise<void>((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      if (stats?.hasWarnings()) console.warn(stats.toString({ all: false, warnings: true, colors: false }));
      resolve();
    });
  });
  markBuilt(distDir, print);
  return Date.now() - started;
}

function emptyFolder(folder: string): void {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder)) rmSync(path.join(folder, entry), { recursive: true, force: true });
}

const CONTRACT_MANIFEST = `${JSON.stringify({ name: '@timely/contract', type: 'module', exports: { '.': './index.js', './first-page': './first-page.js', './english': './english.js' } }, null, 2)}\n`;

export async function buildServer(force = false): Promise<number | null> {
  const started = Date.now();
  const distDir = path.join(ROOT, 'mock-server/dist');
  const print = fingerprint(['mock-server/src', 'mock-server/package.json', 'tooling/src/cli/transpile-server.ts']);
  if (!force && isUpToDate(distDir, print)) return null;
  await transpileServer(path.join(ROOT, 'mock-server/src'), distDir);
  // the built API carries its own compiled contract where Node looks first (the workspace's copy is TypeScript)
  const contractDir = path.join(distDir, 'node_modules/@timely/contract');
  await transpileServer(path.join(ROOT, 'mock-server/contract/src'), contractDir);
  writeFileSync(path.join(contractDir, 'package.json'), CONTRACT_MANIFEST);
  markBuilt(distDir, print);
  return Date.now() - started;
}

/** A line at each quarter of a build, so a cold build of a minute or two never looks stuck. */
function buildProgress(app: AppName): webpack.ProgressPlugin {
  let shown = 0;
  return new webpack.ProgressPlugin((fraction, stage) => {
    const quarter = Math.floor(fraction * 4);
    if (quarter <= shown || quarter >= 4) return;
    shown = quarter;
    log(`${app}: ${quarter * 25} % (${stage})`);
  });
}

function report(name: string, ms: number | null, extra: string): void {
  log(ms === null ? `${name} is up to date` : `${name} built in ${(ms / 1000).toFixed(1)} s${extra}`);
}

/** Gzipped size of what a remote's entry costs the first page: remoteEntry.js. */
function remoteEntrySize(app: AppName): string {
  const dist = path.join(appFolder(app), 'dist');
  const entry = path.join(dist, 'remoteEntry.js');
  const gz = gzipSync(readFileSync(entry)).length;
  const chunks = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const total = chunks.reduce((sum, file) => sum + statSync(path.join(dist, file)).size, 0);
  return `remoteEntry ${(gz / 1024).toFixed(1)} KB gz, ${chunks.length} chunks ${(total / 1024).toFixed(0)} KB raw`;
}

/**
 * `build [apps…] [--force]`: the server and the apps, two at a time, each in a process of its own (webpack
 * runs on one thread: two builds keep both cores busy; cold, the apps took 112 s instead of 129 s).
 * One named app builds in this process. What did not change since its last build is skipped unless --force.
 */
export async function build({
  apps: names = [],
  force = false,
}: { apps?: string[]; force?: boolean } = {}): Promise<void> {
  const started = Date.now();
  // `build mock-server` (the API's own package script) builds only the API, the way the whole build does
  if (names.length === 1 && names[0] === 'mock-server') {
    report('mock-server', await buildServer(force), '');
    return;
  }
  const apps = names.length ? names.map(parseApp) : APPS;
  if (apps.length === 1 && names.length) {
    const [app] = apps as [AppName];
    const ms = await buildApp(app, force);
    report(app, ms, app === 'host' || ms === null || process.env.PORTAL_DIST_DIR ? '' : `; ${remoteEntrySize(app)}`);
    return;
  }
  const jobs: Array<() => Promise<void>> = [
    ...(names.length ? [] : [async () => report('mock-server', await buildServer(force), '')]),
    ...apps.map((app) => () => buildInChild(app, force)),
  ];
  const twoAtATime = commandPool(2);
  await Promise.all(jobs.map((job) => twoAtATime(job)));
  log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function buildInChild(app: AppName, force: boolean): Promise<void> {
  const code = await runCommand(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [path.join(ROOT, 'tooling/src/cli/main.ts'), 'build', app, ...(force ? ['--force'] : [])],
    { cwd: ROOT },
  );
  if (code !== 0) throw new Error(`${app} build failed (above)`);
}
