// The host's tests run with the copy of the remotes' screens its build compiles in (PORTAL_KNOWN_SCREENS,
// tooling/src/webpack/known-screens.ts), read from the same files.
import path from 'node:path';
import { screens as apps } from '../../remote-apps/src/screens';
import { screens as feeds } from '../../remote-feeds/src/screens';
import { screens as kpi } from '../../remote-kpi/src/screens';
import { screens as peers } from '../../remote-peers/src/screens';
import { screens as projects } from '../../remote-projects/src/screens';
import { translateScreens } from '../src/webpack/translate-screens';

const root = path.resolve(__dirname, '../..');
const owned = [
  ['remote-projects', projects],
  ['remote-peers', peers],
  ['remote-feeds', feeds],
  ['remote-kpi', kpi],
  ['remote-apps', apps],
] as const;

Object.assign(globalThis, {
  PORTAL_KNOWN_SCREENS: owned.flatMap(([folder, screens]) => translateScreens(screens, path.join(root, folder))),
});
