// One jest run for the whole workspace: every package is a project, run in parallel workers.
import preset from './tooling/jest/preset.cjs';

const { browserProject, nodeProject } = preset;
const remoteStub = '<rootDir>/src/testing/remote-app-stub.tsx';

export default {
  // the browser packages' tests, on jest's runtime (the Node packages' timeouts: tooling/jest/test-timeouts.ts):
  // a whole screen takes seconds on a quiet two-core machine, and far longer on one that also drives a browser
  testTimeout: 60_000,
  // Each file on jest's runtime leaves its modules behind in its worker; a worker past this size is replaced
  // between files instead of slowing every later file with a growing heap (a new worker costs its start and
  // a cold module cache, so the bound is loose: docs/testing.md has the figures).
  workerIdleMemoryLimit: '2GB',
  projects: [
    browserProject('<rootDir>/shared-ui'),
    browserProject('<rootDir>/shared-auth'),
    browserProject('<rootDir>/host', {
      setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup-dom.ts', '<rootDir>/../tooling/jest/known-screens.ts'],
      moduleNameMapper: {
        '^remote_[a-z]+/App$': remoteStub,
        '^@module-federation/enhanced/runtime$': '<rootDir>/src/testing/federation-runtime-stub.ts',
      },
    }),
    browserProject('<rootDir>/remote-projects'),
    browserProject('<rootDir>/remote-peers'),
    browserProject('<rootDir>/remote-feeds'),
    browserProject('<rootDir>/remote-kpi'),
    browserProject('<rootDir>/remote-apps'),
    nodeProject('<rootDir>/mock-server'),
    nodeProject('<rootDir>/mock-server/contract'),
    nodeProject('<rootDir>/tooling'),
  ],
};
