import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { ROOT } from '../cli/workspace.ts';

const RENDER = path.join(import.meta.dirname, 'first-screen-styles.render.ts');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** The CSS antd generates for the first screens' components, rendered on the server (first-screen-styles.render.ts). */
export function firstScreenStyles(appDir: string): string {
  return execFileSync(TSX, [RENDER, appDir], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
}

/**
 * Links the host's page to a stylesheet of the antd styles its first screens need (the sign-in page, the shell
 * round every screen, the Overview), written at build time. antd's CSS-in-JS reads the list of styles the
 * stylesheet holds (its `data-ant-cssinjs-cache-path` rule) once, as it styles its first component, and skips
 * generating those: the sign-in page otherwise built about 225 KB of CSS on the main thread, and the first
 * screen after it 240 KB more. One file, as antd reads one list. The link comes before the page's own style,
 * as antd's generated styles do, so the portal's rules still follow antd's.
 */
export class FirstScreenStylesPlugin {
  constructor(readonly appDir: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenStylesPlugin', (compilation) => {
      const css = firstScreenStyles(this.appDir);
      const file = `antd-first.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new sources.RawSource(css)),
      );
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('FirstScreenStylesPlugin', (data) => {
        const link = `<link rel="stylesheet" href="${compiler.options.output.publicPath as string}${file}" />`;
        if (!data.html.includes('<style>')) throw new Error('first-screen styles: the page has no <style> to precede');
        data.html = data.html.replace('<style>', `${link}\n    <style>`);
        return data;
      });
    });
  }
}
