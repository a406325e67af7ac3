import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer, { type Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { appFolder, parseApp } from './workspace.ts';

type ConfigFactory = (
  env: unknown,
  argv: { mode: 'development' },
) => Configuration & { devServer?: DevServerConfiguration };

// `tsx dev-server.ts <app>`: one app's webpack dev server, from the same factory as the production build.
const app = parseApp(process.argv[2] ?? '');
const module = (await import(path.join(appFolder(app), 'webpack.config.ts'))) as { default: ConfigFactory };
const config = module.default({}, { mode: 'development' });
const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
await server.start();
console.log(`${app} dev server on http://localhost:${String(config.devServer?.port)}`);
