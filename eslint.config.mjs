// One lint config for the workspace. The import-boundary zones at the bottom keep the micro-frontends
// independent: each says what it prevents.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync, readFileSync } from 'node:fs';
import uiText from './tooling/src/eslint/no-literal-ui-text.mjs';

// the antd components the federation share map provides (shared-ui/src/antd/curated-antd.ts)
const exportedAntd = (file) =>
  [...readFileSync(new URL(`./shared-ui/src/antd/${file}`, import.meta.url), 'utf8').matchAll(/default as (\w+)/g)].map(
    (match) => match[1],
  );
const CURATED_ANTD = exportedAntd('curated-antd.ts');
// the heavier components, shared as '@timely/shared-ui/antd-more' (shared-ui/src/antd/antd-more.ts)
const ANTD_MORE = exportedAntd('antd-more.ts');
// what the shared 'react-router-dom' offers (shared-ui/src/router/curated-router.ts)
const CURATED_ROUTER = readFileSync(new URL('./shared-ui/src/router/curated-router.ts', import.meta.url), 'utf8')
  .match(/export \{([^}]*)\}/)[1]
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

// workspace packages are reached through their published surface, never their src/ folders
const SRC_FOLDER_IMPORTS = {
  group: ['@timely/*/src/*', '@timely/*/src'],
  message: 'Import the package, not its src/ folder.',
};

const REMOTES = ['remote-projects', 'remote-peers', 'remote-feeds', 'remote-kpi', 'remote-apps'];
// each remote's features, read from disk so a new feature folder is fenced in without editing this file
const featuresOf = (remote) =>
  readdirSync(new URL(`./${remote}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const boundaryZones = [
  // a remote never imports another remote: they meet only through shared-*, the API and the host
  ...REMOTES.flatMap((remote) =>
    REMOTES.filter((other) => other !== remote).map((other) => ({
      target: `./${remote}`,
      from: `./${other}`,
      message: 'Remotes never import each other; share through shared-ui, shared-auth or the API.',
    })),
  ),
  // a remote never imports the host: the host composes remotes, not the other way round
  ...REMOTES.map((remote) => ({ target: `./${remote}`, from: './host', message: 'Remotes never import the host.' })),
  // the host loads remotes through federation ids only, never their source
  ...REMOTES.map((remote) => ({
    target: './host',
    from: `./${remote}`,
    message: 'The host loads remotes at run time (remote_*/App), never their source.',
  })),
  // shared packages never depend on an app
  ...['./shared-ui', './shared-auth'].flatMap((shared) =>
    ['./host', ...REMOTES.map((remote) => `./${remote}`)].map((app) => ({
      target: shared,
      from: app,
      message: 'Shared packages never import an app.',
    })),
  ),
  // a feature is a room of its own: what two features need lives in the remote's common/ (or shared-ui)
  ...REMOTES.flatMap((remote) =>
    featuresOf(remote).map((feature) => ({
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`],
      message: "Features never import each other; move what both need to the remote's common/ folder.",
    })),
  ),
  // common/ serves the features, so it never reaches into one
  ...REMOTES.map((remote) => ({
    target: `./${remote}/src/common`,
    from: `./${remote}/src/features`,
    message: 'common/ never imports a feature; move the shared part into common/.',
  })),
  // shared-ui sits below shared-auth
  { target: './shared-ui', from: './shared-auth', message: 'shared-ui must not depend on shared-auth.' },
  // the contract is zod only, so clients never pull server code through it
  {
    target: './mock-server/contract',
    from: './mock-server/src',
    message: 'The contract imports zod only.',
  },
  // the browser apps and shared packages use the contract, never the server's code
  ...['./host', './shared-ui', './shared-auth', './e2e', ...REMOTES.map((remote) => `./${remote}`)].map((client) => ({
    target: client,
    from: './mock-server/src',
    message: 'Clients import @timely/contract only.',
  })),
  // the server's English stays out of the browser: the apps word every code from their own catalogs
  ...['./host', './shared-ui', './shared-auth', ...REMOTES.map((remote) => `./${remote}`)].map((client) => ({
    target: `${client}/src`,
    from: './mock-server/contract/src/english.ts',
    message: "The apps show codes in the reader's language from their catalogs, not the server's English.",
  })),
];

// what the browser packages' code may not write (their tests included)
const BROWSER_SYNTAX = [
  {
    selector: "JSXAttribute[name.name='scroll'] Property[key.name='x']",
    message: "Spread sidewaysScroll() from '@timely/shared-ui/antd-more' instead of scroll={{ x }}.",
  },
  {
    selector: "Property[key.name='fixed'][value.value=/^(left|right|start|end)$/]",
    message: "Wrap the column in pinnedColumn('start' | 'end', …) from '@timely/shared-ui/antd-more' instead of fixed.",
  },
  // antd's hook answers a phone until a layout effect corrects it: two layouts built per render
  {
    selector: "CallExpression[callee.object.name='Grid'][callee.property.name='useBreakpoint']",
    message: "Use useScreen() from '@timely/shared-ui': it answers the real screen from the first render.",
  },
  // dayjs names months and days in English whatever the reader's locale; ISO patterns are for the API
  {
    selector: "CallExpression[callee.property.name='format'] > Literal[value=/MMM|ddd|Do|dddd/]",
    message:
      "Show a day or month with formatDate, formatMonthOf, formatShortMonthOf or formatDayMonth from '@timely/shared-ui' (the reader's locale), not a dayjs pattern.",
  },
  // without a format, antd shows the picked day as an ISO day ('2026-11-02'), not in the portal's style
  {
    selector:
      "JSXOpeningElement:matches([name.name='DatePicker'], [name.object.name='DatePicker']):not(:has(JSXAttribute[name.name='format']))",
    message:
      "Give the picker the portal's date style: format={DATE_PICKER_FORMAT} (or WEEK_PICKER_FORMAT, MONTH_PICKER_FORMAT) from '@timely/shared-ui'.",
  },
];

// Tests neither wait for time to pass nor read the wall clock (docs/testing.md): a test's outcome must not hang
// on the machine's speed or on the day it runs. What they do instead is said in each message.
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', 'e2e/tests/**/*.ts', 'e2e/fixtures/**/*.ts'];
const BROWSER_TEST_FILES = [
  '{host,remote-*,shared-*}/src/**/*.test.{ts,tsx}',
  '{host,remote-*,shared-*}/src/**/testing/**/*.{ts,tsx}',
];
const NO_SLEEP =
  'Wait for the event, the promise or the screen (findBy, waitFor, expect.poll), or use fake timers, not a pause.';
const TEST_TIME_SYNTAX = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message:
      "Take now from the clock under test (server.app.now(), jest.setSystemTime, an injected now) or write a fixed date, not the machine's.",
  },
  // the sleep idiom: new Promise((resolve) => setTimeout(resolve, ms)), and a stub that answers after a pause
  {
    selector:
      "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']",
    message: NO_SLEEP,
  },
  {
    selector:
      "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'] > ArrowFunctionExpression.arguments:first-child > CallExpression.body[callee.name=/^(resolve|res|r|done)$/]",
    message: NO_SLEEP,
  },
];
const TEST_TIME_PROPERTIES = [
  {
    object: 'Date',
    property: 'now',
    message:
      'Take now from the clock under test (server.app.now(), jest.setSystemTime, an injected now); time a piece of work with performance.now().',
  },
  { property: 'waitForTimeout', message: NO_SLEEP },
];

export default tseslint.config(
  {
    // e2e/fixtures/recipe/team-files: a remote's files, which the recipe's test type-checks in the copy it writes them to
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'e2e/.auth/**',
      '**/coverage/**',
      'e2e/fixtures/recipe/team-files/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      // resolves @timely/* through each package's exports, so the boundary zones see real paths
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['warn', { allow: ['warn', 'error', 'info', 'log', 'table'] }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [SRC_FOLDER_IMPORTS],
          // a component missing from the curated list would be undefined at run time in the portal
          paths: [
            {
              name: 'antd',
              allowImportNames: CURATED_ANTD,
              allowTypeImports: true,
              message: `Import ${ANTD_MORE.join(', ')} from '@timely/shared-ui/antd-more'; add any other component to shared-ui/src/antd/curated-antd.ts (first screens) or antd-more.ts first.`,
            },
            {
              name: 'react-router-dom',
              allowImportNames: CURATED_ROUTER,
              allowTypeImports: true,
              message: 'Add it to shared-ui/src/router/curated-router.ts first.',
            },
            { name: 'react-router', message: "Import from 'react-router-dom' (the shared, curated router)." },
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery'],
              message:
                "Use useEagerQuery from '@timely/shared-ui': its request leaves while the screen renders, not after.",
            },
          ],
        },
      ],
    },
  },
  {
    // The sign-in page, the session and the Overview read the contract's first-page entry: a value from its main
    // entry would bring the whole contract to the first page. (What shows only once an error does, api-errors/,
    // may read the main entry.)
    files: ['shared-auth/src/**/*.{ts,tsx}', 'remote-projects/src/features/overview/**/*.{ts,tsx}'],
    ignores: ['shared-auth/src/api-errors/**', '**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@timely/contract',
              allowTypeImports: true,
              message: "Import it from '@timely/contract/first-page' (add its module there first).",
            },
          ],
        },
      ],
    },
  },
  {
    // drizzle-kit's api changes built-in prototypes as it loads; db/drizzle-kit-api.ts imports it and undoes that
    files: ['mock-server/src/**/*.ts'],
    ignores: ['mock-server/src/db/drizzle-kit-api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [SRC_FOLDER_IMPORTS],
          paths: [{ name: 'drizzle-kit/api', message: "Import it from 'db/drizzle-kit-api.ts'." }],
        },
      ],
    },
  },
  {
    // The API's rarely used heavy libraries load where they are used (`await import`), so a process, and every
    // API test file, starts without them: the XLSX writer alone was a quarter of a second of each test file.
    files: ['mock-server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'mock-server/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['exceljs', 'archiver', 'file-type'].map((name) => ({
            name,
            allowTypeImports: true,
            message: `Load ${name} where it is used: await import('${name}').`,
          })),
        },
      ],
    },
  },
  {
    // WCAG in the JSX itself: labels, alt text, keyboard handlers next to click handlers, valid ARIA
    files: ['{host,remote-*,shared-*}/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // antd fields focus themselves only where the page or dialog has that one job (sign-in, a dialog's
      // first field): the WAI-ARIA dialog pattern asks for it; a plain DOM element still may not
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // antd's sideways scroll and pinned columns make rc-table measure every column and render twice
    files: ['{host,remote-*,shared-*}/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/components/use-screens/use-screens.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...BROWSER_SYNTAX],
    },
  },
  {
    // words a person reads come from each app's messages, in their language (docs/architecture.md,
    // Languages): on for what is converted; widen the list as each package is
    files: [
      'shared-auth/src/**/*.tsx',
      'host/src/**/*.tsx',
      'shared-ui/src/components/**/*.tsx',
      'remote-feeds/src/**/*.tsx',
      'remote-peers/src/**/*.tsx',
      'remote-kpi/src/**/*.tsx',
      'remote-apps/src/**/*.tsx',
      'remote-projects/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.tsx', '**/testing/**'],
    plugins: { local: uiText },
    rules: { 'local/no-literal-ui-text': 'error' },
  },
  {
    // one job per function: a component, hook or handler longer than a screenful is split into its parts
    files: ['{host,remote-*,shared-*,mock-server}/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: TEST_FILES,
    rules: {
      'no-restricted-syntax': ['error', ...TEST_TIME_SYNTAX],
      'no-restricted-properties': ['error', ...TEST_TIME_PROPERTIES],
    },
  },
  {
    // the browser packages' tests keep their own code's rules too (a later block's list replaces an earlier one's)
    files: BROWSER_TEST_FILES,
    ignores: ['shared-ui/src/components/use-screens/use-screens.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...BROWSER_SYNTAX, ...TEST_TIME_SYNTAX] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
