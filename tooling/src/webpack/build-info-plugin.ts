import type { Compiler } from 'webpack';

type BuildInfo = { version: string; buildId: string; builtAt: string };

/**
 * Writes the app's own version and build id into its mf-manifest.json (metaData.buildInfo), so the host
 * can show which build of each remote it loaded, and the screens a remote owns (metaData.screens), from
 * which the host builds its routes, menu and role guard. Runs after the federation plugin has emitted the file.
 */
export class BuildInfoPlugin {
  constructor(
    private readonly info: BuildInfo,
    private readonly screens?: readonly object[],
  ) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as {
            metaData: { buildInfo: Record<string, unknown>; screens?: readonly object[] };
          };
          manifest.metaData.buildInfo = {
            ...manifest.metaData.buildInfo,
            buildVersion: this.info.version,
            buildId: this.info.buildId,
            builtAt: this.info.builtAt,
          };
          if (this.screens) manifest.metaData.screens = this.screens;
          compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
