#!/usr/bin/env node
// The entry of `npm start`, `npm test` and friends. Plain JavaScript with no dependencies, because it
// runs on a fresh clone before anything is installed: it installs the workspace with a pinned pnpm,
// then hands over to the TypeScript CLI (tooling/src/cli).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSupervised } from './supervise.mjs';

const PNPM = 'pnpm@12.21.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [command = 'help', ...args] = process.argv.slice(2);

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function needsInstall() {
  const marker = path.join(root, 'node_modules/.pnpm/lock.yaml');
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  if (!existsSync(marker) || !existsSync(path.join(root, 'node_modules/.bin/tsx'))) return true;
  return existsSync(lockfile) && statSync(lockfile).mtimeMs > statSync(marker).mtimeMs;
}

if (needsInstall()) {
  console.log(`[timely] installing dependencies with ${PNPM} (first run takes a minute)…`);
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const status = run('npx', ['--yes', PNPM, 'install', ...frozen, '--reporter=append-only'], {
    env: { ...process.env, npm_config_yes: 'true' },
  });
  if (status !== 0) {
    console.error('[timely] install failed: see the messages above.');
    process.exit(status);
  }
}

// The CLI runs in one node process (tsx as a loader, not tsx's own launcher and its second process), and
// this one waits for it without blocking: a stop signal sent to this process alone reaches the CLI, which
// stops every server it started (a synchronous spawn would have let this process die of the signal and
// left the CLI and its servers running). Under npm, npm dying also stops it.
const status = await runSupervised(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'tooling/src/cli/main.ts'), command, ...args],
  { cwd: root },
);
process.exit(status);
