// The browser projects' transform: swc, after rewriting `import { Button, Table } from 'antd'` into one
// import per component (`antd/lib/button`, `antd/lib/table`), and `import { UserOutlined } from
// '@ant-design/icons'` into one per icon. Both indexes load everything (~80 components and their rc-*
// helpers; 1,700 icons), which jest does again for every test file; a file now loads what it uses. `@timely/shared-ui/antd-more` is antd itself under jest (preset.cjs), so it is
// rewritten the same way, and what it adds to antd (the table helpers) comes from its own file.
// Everything stays in antd's CommonJS build: one ConfigProvider context.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const swcJest = require(require.resolve('@swc/jest', { paths: [ROOT] }));
const antdLib = path.join(
  path.dirname(require.resolve('antd/package.json', { paths: [path.join(ROOT, 'shared-ui')] })),
  'lib',
);

/** Each export of antd's index and the folder it comes from, read from lib/index.js itself. */
function readExportFolders() {
  const index = fs.readFileSync(path.join(antdLib, 'index.js'), 'utf8');
  const folderOfVariable = new Map();
  for (const [, variable, folder] of index.matchAll(
    /var (_\w+) = _interopRequireDefault\(require\("\.\/([\w-]+)"\)\);/g,
  ))
    folderOfVariable.set(variable, folder);
  const folders = new Map();
  for (const [, name, variable] of index.matchAll(
    /exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.default;/g,
  )) {
    const folder = folderOfVariable.get(variable);
    if (folder) folders.set(name, folder);
  }
  return folders;
}

const exportFolders = readExportFolders();
const ANTD_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'antd';?$/gm;
const ANTD_MORE_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'@timely\/shared-ui\/antd-more';?$/gm;
const ANTD_MORE_EXTRAS = readAntdMoreExtras();

/** What antd-more.ts exports besides antd's components (`export { … } from '../…'`): name → its file. */
function readAntdMoreExtras() {
  const antdMore = path.join(ROOT, 'shared-ui/src/antd/antd-more.ts');
  const extras = new Map();
  for (const [, list, relative] of fs
    .readFileSync(antdMore, 'utf8')
    .matchAll(/^export \{([^}]*)\} from '(\.[^']+)';$/gm)) {
    const base = path.resolve(path.dirname(antdMore), relative);
    const file = ['.ts', '.tsx'].map((extension) => base + extension).find((candidate) => fs.existsSync(candidate));
    for (const name of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean))
      extras.set(name, file);
  }
  return extras;
}
const ICONS_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons';?$/gm;
const ICON_NAME = /^\w+(Outlined|Filled|TwoTone)$/;

/** Rewrites the named imports it knows; anything else (types, unknown names) keeps the index. */
function importPerComponent(source) {
  const antdComponent = (name) => exportFolders.has(name) && `antd/lib/${exportFolders.get(name)}`;
  let rewritten = splitImports(source, ANTD_IMPORT, 'antd', antdComponent);
  rewritten = splitImports(rewritten, ANTD_MORE_IMPORT, 'antd', antdComponent, ANTD_MORE_EXTRAS);
  return splitImports(
    rewritten,
    ICONS_IMPORT,
    '@ant-design/icons',
    (name) => ICON_NAME.test(name) && `@ant-design/icons/lib/icons/${name}`,
  );
}

function splitImports(source, pattern, index, modulePath, extras = new Map()) {
  return source.replace(pattern, (statement, list) => {
    const perComponent = [];
    const types = [];
    const unknown = [];
    for (const specifier of list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name, local = name] = specifier.split(/\s+as\s+/);
      const file = modulePath(name);
      if (specifier.startsWith('type ')) types.push(specifier.slice('type '.length));
      else if (file) perComponent.push(`import ${local} from '${file}';`);
      else if (extras.has(name)) perComponent.push(`import { ${specifier} } from '${extras.get(name)}';`);
      else unknown.push(specifier);
    }
    // a type-only remainder must stay `import type`, or it would load the index for nothing
    if (types.length) perComponent.push(`import type { ${types.join(', ')} } from '${index}';`);
    if (unknown.length) perComponent.push(`import { ${unknown.join(', ')} } from '${index}';`);
    // as many lines as before, so that stack traces point at the right line
    return perComponent.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

module.exports = {
  createTransformer(swcOptions) {
    const swc = swcJest.createTransformer(swcOptions);
    const rewrite = (source, filename) => (filename.includes('node_modules') ? source : importPerComponent(source));
    return {
      ...swc,
      process: (source, filename, options) => swc.process(rewrite(source, filename), filename, options),
      processAsync: (source, filename, options) => swc.processAsync(rewrite(source, filename), filename, options),
      getCacheKey: (source, filename, options) =>
        swc.getCacheKey(`${rewrite(source, filename)}\n// antd-per-component 3`, filename, options),
    };
  },
  importPerComponent,
};
