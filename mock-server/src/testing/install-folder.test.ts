import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { installFolder } from './install-folder.js';

// Two threads of one process install their folders at the same destination at the same moment, as two jest
// workers (threads sharing a pid) building the same template do: neither may fail, and the folder installed
// is whole.
const ROUNDS = 8;
const FILES = 300;

const THREAD = `
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const { workerData, parentPort } = require('node:worker_threads');
const { require: tsxRequire } = require('tsx/cjs/api');
const { installFolder } = tsxRequire(workerData.module, workerData.module);
const gate = new Int32Array(workerData.gate);
const errors = [];
for (let round = 0; round < workerData.rounds; round += 1) {
  const building = path.join(workerData.root, 'building-' + workerData.name + '-' + round);
  mkdirSync(path.join(building, 'base'), { recursive: true });
  for (let file = 0; file < workerData.files; file += 1)
    writeFileSync(path.join(building, 'base', String(file)), 'x'.repeat(4096));
  // both threads start each round together
  Atomics.add(gate, round, 1);
  while (Atomics.load(gate, round) < 2) Atomics.wait(gate, round, Atomics.load(gate, round), 5);
  try {
    installFolder(building, path.join(workerData.root, 'installed-' + round));
  } catch (error) {
    errors.push(String(error));
  }
}
parentPort.postMessage(errors);
`;

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'install-folder-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

it('installs a folder whole when two threads of one process install it at once', async () => {
  const gate = new SharedArrayBuffer(ROUNDS * 4);
  const module = fileURLToPath(new URL('./install-folder.ts', import.meta.url));
  const run = (name: string) =>
    new Promise<string[]>((resolve, reject) => {
      const worker = new Worker(THREAD, {
        eval: true,
        workerData: { root, gate, module, name, rounds: ROUNDS, files: FILES },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const errors = (await Promise.all([run('a'), run('b')])).flat();
  expect(errors).toEqual([]);
  for (let round = 0; round < ROUNDS; round += 1)
    expect(readdirSync(path.join(root, `installed-${round}`, 'base'))).toHaveLength(FILES);
  // no half-copied folder is left beside them
  expect(readdirSync(root).filter((entry) => entry.includes('partial'))).toEqual([]);
});

it('keeps the folder already installed when another arrives later', () => {
  const destination = path.join(root, 'installed');
  for (const content of ['first', 'second']) {
    const building = path.join(root, `building-${content}`);
    mkdirSync(building);
    writeFileSync(path.join(building, content), content);
    installFolder(building, destination);
  }
  expect(readdirSync(destination)).toEqual(['first']);
  expect(readdirSync(root)).toEqual(['installed']);
});
