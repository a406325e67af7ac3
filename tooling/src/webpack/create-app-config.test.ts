import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppConfig } from './create-app-config.ts';
import { FaviconPlugin } from './favicon-plugin.ts';

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
