import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformFile } from '@swc/core';

/**
 * The API's production build: each source file of `srcDir` (tests and test helpers left out) becomes an
 * ES module with its source map in `distDir`, transpiled by swc, the compiler the apps' builds and jest
 * already use. Types are not checked here: `npm test` checks them with tsc (the whole-program check was
 * 18 s of a cold `npm run build` and ran alongside an app's webpack build on the other core).
 */
export async function transpileServer(srcDir: string, distDir: string): Promise<number> {
  const files = sourceFiles(srcDir, path.join(srcDir, 'testing'));
  rmSync(distDir, { recursive: true, force: true });
  await Promise.all(
    files.map(async (file) => {
      const relative = path.relative(srcDir, file);
      const outFile = path.join(distDir, relative.replace(/\.ts$/, '.js'));
      const output = await transformFile(file, {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
        sourceMaps: true,
        // the map names the file as it sits in src, so stack traces point at the TypeScript
        sourceFileName: path.relative(path.dirname(outFile), file),
        outputPath: outFile,
        swcrc: false,
        configFile: false,
      });
      mkdirSync(path.dirname(outFile), { recursive: true });
      writeFileSync(outFile, `${output.code}\n//# sourceMappingURL=${path.basename(outFile)}.map\n`);
      if (output.map) writeFileSync(`${outFile}.map`, output.map);
    }),
  );
  return files.length;
}

/** Every .ts file but tests, declarations and the test helpers' folder (src/testing). */
function sourceFiles(dir: string, testHelpers: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === testHelpers ? [] : sourceFiles(full, testHelpers);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}
