import { fingerprint } from './build-fingerprint.ts';

it('tells a build with quick compression from a deployed one, so neither is taken for the other', () => {
  const saved = process.env.PORTAL_QUICK_COMPRESSION;
  try {
    delete process.env.PORTAL_QUICK_COMPRESSION;
    const deployed = fingerprint(['tooling/src/cli/build-fingerprint.ts']);
    process.env.PORTAL_QUICK_COMPRESSION = '1';
    const quick = fingerprint(['tooling/src/cli/build-fingerprint.ts']);
    expect(quick).not.toBe(deployed);
    delete process.env.PORTAL_QUICK_COMPRESSION;
    expect(fingerprint(['tooling/src/cli/build-fingerprint.ts'])).toBe(deployed);
  } finally {
    if (saved === undefined) delete process.env.PORTAL_QUICK_COMPRESSION;
    else process.env.PORTAL_QUICK_COMPRESSION = saved;
  }
});
