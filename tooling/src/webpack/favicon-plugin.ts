import { readFileSync } from 'node:fs';
import type { Compiler } from 'webpack';

/**
 * Emits the portal's icon as /favicon.ico of every app. The page links it from the site's root
 * (index.html), not relative to the page as html-webpack-plugin's `favicon` would for a remote
 * (publicPath 'auto'): a remote's deep page would then have asked for /projectlevelkpi/favicon.ico.
 */
export class FaviconPlugin {
  constructor(readonly file: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FaviconPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FaviconPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('favicon.ico', new sources.RawSource(readFileSync(this.file)));
        },
      );
    });
  }
}
