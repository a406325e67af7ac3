import path from 'node:path';
import { writeFileSync } from 'node:fs';
import webpack, { type Configuration } from 'webpack';
import { appFolder, parseApp } from './workspace.ts';
const app = parseApp(process.argv[2]!);
const module = (await import(path.join(appFolder(app), 'webpack.config.ts'))) as { default: (e: unknown, a: unknown) => Configuration };
const config = module.default({}, { mode: 'production' });
config.output!.path = `/tmp/an-${app}`;
webpack(config, (error, stats) => {
  if (error) throw error;
  const json = stats!.toJson({ all: false, chunks: true, chunkModules: true, modules: false, ids: true, chunkModulesSpace: 100000, nestedModules: true, cachedModules: true, orphanModules: false, dependentModules: true, groupModulesByType: false, groupModulesByCacheStatus: false, groupModulesByAttributes: false, groupModulesByPath: false, groupModulesByExtension: false, groupModulesByLayer: false });
  writeFileSync(`/tmp/stats-${app}.json`, JSON.stringify(json));
  console.log('ok');
});
