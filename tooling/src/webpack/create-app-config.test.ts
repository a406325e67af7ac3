import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { createAppConfig } from './create-app-config.ts';

const root = path.resolve(import.meta.dirname, '../../..');

it.each([
  ['host', {}],
  ['remote-kpi', { exposes: { './App': './src/exposed/app.tsx' } }],
])("gives %s's page the portal's icon, so no page asks for a missing /favicon.ico", (folder, extra) => {
  const config = createAppConfig({ name: folder.replace('-', '_'), port: 3999, dir: path.join(root, folder), ...extra })(undefined, { mode: 'development' });
  const html = config.plugins?.find((plugin) => plugin instanceof HtmlWebpackPlugin);
  const favicon = html?.userOptions.favicon;
  expect(typeof favicon).toBe('string');
  // an ICO file: reserved 0, type 1 (icon), then at least one image
  const bytes = readFileSync(favicon as string);
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});
