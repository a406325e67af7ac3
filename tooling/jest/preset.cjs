// The jest preset of every package (see jest.config.mjs at the root). CommonJS because jest loads it
// before any transform runs.
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest', { paths: [path.resolve(__dirname, '../..')] }),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

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
    transform: { '^.+\\.(t|j|mj|cj)sx?$': [path.join(__dirname, 'antd-per-component.cjs'), swcTransform[1]] },
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

// Node packages run as native ESM, as they do in production: their ESM-only dependencies then load as
// they are (this needs NODE_OPTIONS=--experimental-vm-modules, which the test runner sets).
const swcEsmTransform = [swcTransform[0], { ...swcTransform[1], module: { type: 'es6' } }];

/** A node project (mock-server, tooling). */
function nodeProject(rootDir, extra = {}) {
  return {
    displayName: path.basename(rootDir),
    rootDir,
    testEnvironment: 'node',
    extensionsToTreatAsEsm: ['.ts'],
    transform: { '^.+\\.tsx?$': swcEsmTransform, '^.+\\.js$': swcTransform },
    // CommonJS packages that require() an ESM-only one (Node 20.19 allows it, jest's runtime does not):
    // those ESM files are compiled to CommonJS.
    transformIgnorePatterns: [
      'node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(content-disposition|cookie|set-cookie-parser)/)',
    ],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    testMatch: ['<rootDir>/src/**/*.test.ts'],
    ...extra,
  };
}

module.exports = { browserProject, nodeProject };
