// One linter over the whole tree: typed rules for TypeScript, Prettier for layout, and the dependency
// direction of STYLE.md rule 2 (domain depends on nothing; api-client on domain; apps on packages; no app on
// another app; screens never on the server).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

/** eslint-plugin-i18next's own defaults (skipped words, callees, object keys), which an option given here replaces. */
const i18nextDefaults = createRequire(import.meta.url)('eslint-plugin-i18next/lib/options/defaults.js');

const apps = ['api', 'web', 'mobile', 'dev-merit', 'dev-bank', 'dev-mail', 'gateway'];

/** Imports an app may not make: any other app, by package name or by path. */
function otherApps(app) {
  const others = apps.filter((name) => name !== app);
  return [
    {
      group: others.flatMap((name) => [`@ace/${name}`, `@ace/${name}/*`, `**/apps/${name}/**`]),
      message: 'Apps never import each other: move what both need into packages/.',
    },
  ];
}

/**
 * The feature folders of each screen app in their one-way order (docs/adr/0029): a feature may import only the
 * features listed before it, and only through their `public.ts`, so no two features import each other.
 */
const featureOrder = {
  web: [
    'errors',
    'sign-in',
    'dashboard',
    'parent-claim',
    'claims',
    'pre-approvals',
    'bank',
    'provider-dashboard',
    'review',
    'merit-cs',
    'school-years',
    'programme',
  ],
  mobile: ['startup', 'errors', 'sign-in', 'dashboard', 'parent-claim', 'claims', 'pre-approvals', 'bank'],
};

/** Tests and their helpers may reach into any folder: the boundaries hold for the code that ships. */
const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-support.{ts,tsx}', '**/src/test/**'];

/** The boundaries inside one screen app (STYLE.md rule 12): shared code, then features in order, then the app shell. */
function appBoundaries(app) {
  const featuresDir = `apps/${app}/src/features`;
  const order = featureOrder[app];
  const unlisted = readdirSync(new URL(featuresDir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !order.includes(entry.name))
    .map((entry) => entry.name);
  if (unlisted.length > 0) throw new Error(`eslint.config.js: place ${unlisted.join(', ')} in featureOrder.${app}`);
  const restrict = (patterns) => ({
    'no-restricted-imports': ['error', { patterns: [...otherApps(app), ...patterns] }],
  });
  return [
    {
      files: [`apps/${app}/src/{lib,components}/**/*.{ts,tsx}`],
      ignores: testFiles,
      rules: restrict([
        {
          regex: '^(\\.\\./)+(features|app)/',
          message: 'lib/ and components/ are shared: they never import a feature or the app shell.',
        },
      ]),
    },
    ...order.map((feature, index) => ({
      files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
      ignores: testFiles,
      rules: restrict([
        { regex: '^(\\.\\./)+app/', message: 'A feature never imports the app shell: move what it needs into lib/.' },
        {
          regex: `^\\.\\./(?!${feature}/)[a-z-]+/(?!public(\\.ts)?$)`,
          message: "A feature imports another only through that feature's public.ts.",
        },
        ...(index + 1 < order.length
          ? [
              {
                regex: `^\\.\\./(${order.slice(index + 1).join('|')})/`,
                message: `${feature} may import only the features before it in featureOrder.${app} (eslint.config.js), so no two features import each other.`,
              },
            ]
          : []),
      ]),
    })),
  ];
}

/**
 * The API's modules in their one-way order (docs/adr/0033, drawn in docs/architecture.md): a module may import only
 * the modules listed before it, so no two modules import each other.
 */
const apiModuleOrder = [
  'signals',
  'versions',
  'mail',
  'callers',
  'awards',
  'school-years',
  'users',
  'providers',
  'review-tokens',
  'access-record',
  'files',
  'receipts',
  'claims',
  'bank',
  'appeals',
  'pre-approvals',
  'merit-cs',
  'deadlines',
  'reviews',
  'provider-claims',
  'audits',
  'data-archive',
  'language',
  'login',
  'programme',
  'year-closing',
];

/**
 * The boundaries inside the API (docs/adr/0033): infrastructure (jobs/, plugins/, db/, integrations/) never imports a
 * module, and modules import each other only in apiModuleOrder; app.ts and job-handlers.ts beside it gather them.
 */
function apiBoundaries() {
  const modulesDir = 'apps/api/src/modules';
  const unlisted = readdirSync(new URL(modulesDir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !apiModuleOrder.includes(entry.name))
    .map((entry) => entry.name);
  if (unlisted.length > 0) throw new Error(`eslint.config.js: place ${unlisted.join(', ')} in apiModuleOrder`);
  const restrict = (patterns) => ({
    'no-restricted-imports': ['error', { patterns: [...otherApps('api'), ...patterns] }],
  });
  return [
    {
      files: ['apps/api/src/{jobs,plugins,db,integrations}/**/*.ts'],
      ignores: testFiles,
      rules: restrict([
        {
          regex: '^(\\.\\./)+modules/',
          message:
            'Infrastructure never imports a module: the module hands it what it needs, or the wiring lives beside app.ts.',
        },
      ]),
    },
    ...apiModuleOrder.slice(0, -1).map((module, index) => ({
      files: [`${modulesDir}/${module}/**/*.ts`],
      ignores: testFiles,
      rules: restrict([
        {
          regex: `^\\.\\./(${apiModuleOrder.slice(index + 1).join('|')})/`,
          message: `${module} may import only the modules before it in apiModuleOrder (eslint.config.js), so no two modules import each other.`,
        },
      ]),
    })),
  ];
}

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/coverage/**',
      '**/dist/**',
      '**/dist-web/**',
      '**/.expo/**',
      '**/.data/**',
      '.test-results/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'no-restricted-syntax': [
        'error',
        { selector: 'TSEnumDeclaration', message: 'Use a const array and a union type (erasable syntax only).' },
      ],
    },
  },
  {
    // The files that see the DOM beside Node are typed by their own program (tsconfig.json says why), which the project
    // service, finding only tsconfig.json files, would not look for.
    files: [
      '*.ts',
      'scripts/**/*.test.ts',
      'bench/web-first-load.ts',
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/*/vite.config.ts',
    ],
    languageOptions: {
      parserOptions: { projectService: false, project: './tsconfig.dom.json', tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.\\.?/)',
              message: 'packages/domain is pure: it imports nothing but zod and its own files.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'window', 'document', 'fetch', 'localStorage', 'require'].map((name) => ({
          name,
          message: 'packages/domain does no I/O and runs on every platform: take what you need as an argument.',
        })),
      ],
    },
  },
  {
    files: ['packages/api-client/src/**/*.ts'],
    ignores: ['packages/api-client/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!@ace/domain$|\\.\\.?/)',
              message: 'packages/api-client depends on packages/domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/app-core/src/**/*.{ts,tsx}'],
    ignores: ['packages/app-core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react-native|react-dom|expo|expo-.*|@expo/.*|@mantine/.*)(/|$)',
              message: 'packages/app-core is platform-free: what needs the DOM or React Native stays in each app.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage'].map((name) => ({
          name,
          message: 'packages/app-core runs on the web and on phones: take what you need as an argument.',
        })),
      ],
    },
  },
  ...apps.map((app) => ({
    files: [`apps/${app}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: otherApps(app) }] },
  })),
  ...appBoundaries('web'),
  ...appBoundaries('mobile'),
  ...apiBoundaries(),
  {
    // Every text a person reads comes from the message catalogue (packages/domain/src/messages): a component may not
    // write one itself, as JSX text or in an attribute a person reads or hears (labels, titles, hints, alt text).
    // Only those attributes are checked: the others (class names, test ids, roles, paths) carry technical tokens.
    files: ['apps/web/src/**/*.tsx', 'apps/mobile/src/**/*.tsx', 'packages/app-core/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.test-support.tsx', '**/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': {
            include: [
              'aria-(label|description|valuetext|roledescription|placeholder)',
              'alt',
              'title',
              'label',
              'placeholder',
              'description',
              'hint',
              'error',
              'message',
              'caption',
              'legend',
              'tooltip',
              'heading',
              'children',
              '.+(Label|Title|Hint|Placeholder|Message|Text)',
            ],
          },
          // A text of signs only (a tick, a cross, a dash) has nothing to translate.
          words: { exclude: [...i18nextDefaults.words.exclude, /^[\p{P}\p{S}\p{N}\s]+$/u] },
          // slot('name') names a placeholder of a catalogue text; register('path') a form's field.
          callees: { exclude: [...i18nextDefaults.callees.exclude, 'slot', 'register'] },
          // A style object, as an attribute or as createElement's property, holds CSS.
          'object-properties': { exclude: [...i18nextDefaults['object-properties'].exclude, 'style'] },
        },
      ],
    },
  },
  prettier,
);
