import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
const file = process.argv[2];
let t = Date.now();
const p = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
await p.waitReady;
console.log('open', Date.now() - t);
await p.exec('CHECKPOINT');
const dumpGz = await p.dumpDataDir('gzip');
const dumpNone = await p.dumpDataDir('none');
for (const [name, d] of [['gz', dumpGz], ['none', dumpNone]]) {
  t = Date.now(); const q = new PGlite({ loadDataDir: d }); await q.waitReady; console.log('open after checkpoint', name, Date.now() - t); await q.close();
}
t = Date.now(); const e = new PGlite(); await e.waitReady; console.log('fresh empty', Date.now() - t);
