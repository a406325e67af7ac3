// The jest preset of every package (see jest.config.mjs at the root). CommonJS because jest loads it
// before any transform runs.
const path = require('node:path');

// swc's options for the browser projects' transform (antd-per-component.cjs hands them to @swc/jest)
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

// antd and its helpers ship ESM that jest's CommonJS runtime cannot load: let them through the
// transform. pnpm nests real paths under node_modules/.pnpm/<name>@<version>/node_modules/<name>.
const ESM_PACKAGES = [
  '@ant-design',
  '@rc-component',
  'rc-[^/]+',
  'antd',
  '@babel/runtime',
  'jotai',
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  'intl-messageformat',
  '@formatjs',
];
const esmPattern = ESM_PACKAGES.join('|');

/** A jsdom project for a React package. */
function browserProject(rootDir, extra = {}) {
  return {
    displayName: path.basename(rootDir),
    rootDir,
    testEnvironment: 'jsdom',
    // swc, with our sources' antd imports split per component (antd-per-component.cjs)
    transform: { '^.+\\.(t|j|mj|cj)sx?$': [path.join(__dirname, 'antd-per-component.cjs'), swcOptions] },
    transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${esmPattern})/)`],
    setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.ts')],
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    ...extra,
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // in the browser, antd's heavier half is a shared module of its own; under jest it is antd itself
      // (the ES re-exports next to antd's CommonJS build would make two ConfigProvider contexts)
      '^@timely/shared-ui/antd-more$': 'antd',
      ...(extra.moduleNameMapper ?? {}),
    },
  };
}

// Node packages' tests run in plain Node, as the packages do in production (jest-light-runner: each worker
// imports the files it is given, so a module loaded for one file serves the next), their TypeScript loaded by
// tsx. jest's own runtime loaded every module again into each file's sandbox, about half of what an API test
// file cost before its first test (docs/testing.md). Files share their worker's modules and globals: a test
// that changes a global puts it back.
/** A node project (mock-server, tooling). */
function nodeProject(rootDir, extra = {}) {
  return {
    displayName: path.basename(rootDir),
    rootDir,
    runner: 'jest-light-runner',
    setupFiles: [path.join(__dirname, 'register-tsx.mjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'test-timeouts.ts')],
    testMatch: ['<rootDir>/src/**/*.test.ts'],
    ...extra,
  };
}

module.exports = { browserProject, nodeProject };
