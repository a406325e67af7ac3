// One jest run for the whole workspace: every package is a project, run in parallel workers.
import preset from './tooling/jest/preset.cjs';

const { browserProject, nodeProject } = preset;
const remoteStub = '<rootDir>/src/testing/remote-app-stub.tsx';

export default {
  // a seeded database per API test file takes a few seconds on a quiet two-core machine, and past 30 s on
  // one that also builds and drives a browser
  testTimeout: 60_000,
  // Each API test file leaves ~30 MB behind in its worker (ESM modules and a database per file); a worker
  // past this size is replaced between files instead of slowing every later file with a growing heap.
  workerIdleMemoryLimit: '512MB',
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
