// A stand-in for `portal start` in processes' stop test: the CLI's own stopAllOnExit over two servers,
// one that drains (finishes its work after SIGTERM, as the API does) and one that stops at once.
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startService, stopAllOnExit } from '../processes.ts';

const dir = process.argv[2]!;
const drainer = `process.on('SIGTERM', () => setTimeout(() => { require('node:fs').writeFileSync(${JSON.stringify(path.join(dir, 'drained'))}, 'yes'); process.exit(0); }, 300)); console.log('ready'); setInterval(() => {}, 1000);`;
const children = [
  startService('api', process.execPath, ['-e', drainer]),
  startService('app', process.execPath, ['-e', "console.log('ready'); setInterval(() => {}, 1000)"]),
];
stopAllOnExit(children);
// the servers are up (their stop handlers installed) before the test may signal
await Promise.all(children.map((child) => new Promise((resolve) => child.stdout?.once('data', resolve))));
// written aside and renamed: the test polls for the file, and must never read it created but still empty
writeFileSync(path.join(dir, 'pids.json.part'), JSON.stringify([process.pid, ...children.map((child) => child.pid)]));
renameSync(path.join(dir, 'pids.json.part'), path.join(dir, 'pids.json'));
