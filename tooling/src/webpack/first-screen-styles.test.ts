import path from 'node:path';
import { createRequire } from 'node:module';
import { firstScreenStyles } from './first-screen-styles.ts';

const host = path.resolve(import.meta.dirname, '../../../host');
const antdVersion = (createRequire(path.join(host, 'package.json'))('antd/package.json') as { version: string })
  .version;

it("holds the first screens' antd styles and the list antd reads to skip generating them", () => {
  const css = firstScreenStyles(host);
  const list = /\.data-ant-cssinjs-cache-path\{content:"([^"]+)";\}$/.exec(css)?.[1];
  expect(list).toBeDefined();
  const paths = list!.split(';').map((entry) => entry.split(':')[0]!.split('|'));
  // each component's entry: the hash of antd's version (not of the theme: its colours are CSS variables), then
  // the component; the icons' base style has no hash
  expect(new Set(paths.map(([hashId]) => hashId).filter(Boolean)).size).toBe(1);
  expect(paths.map((parts) => parts.slice(1, 3).join(' '))).toEqual(
    expect.arrayContaining([
      'Shared ant',
      'Form-Form ant-form',
      'Input-Component ant-input',
      'Button-Button ant-btn',
      'Typography-Typography ant-typography',
      'Segmented-Segmented ant-segmented',
      'Divider-Divider ant-divider',
      'Card-Card ant-card',
      'Grid-Grid ant-col',
      // the shell round every screen, then the Overview
      'Layout-Sider ant-layout-sider',
      'Menu-Menu ant-menu',
      'Dropdown-Dropdown ant-dropdown',
      'Skeleton-Skeleton ant-skeleton',
      'Select-Select ant-select',
      'DatePicker-DatePicker ant-picker',
      'Tag-status ant-tag',
    ]),
  );
  // the rules themselves, in plain CSS, with their keyframes
  expect(css).toMatch(/\.ant-btn[^{]*\{[^}]*cursor:pointer/);
  expect(css).toMatch(/@keyframes [\w-]*antZoomIn/);
  // no colour is written in: the rules read the theme's variables
  expect(css).toContain('var(--ant-color-primary)');
  expect(antdVersion).toMatch(/^6\./);
});
