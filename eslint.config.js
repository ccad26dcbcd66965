// One linter over the whole tree: typed rules for TypeScript, Prettier for layout, and the dependency
// direction of STYLE.md rule 2 (domain depends on nothing; api-client on domain; apps on packages; no app on
// another app; screens never on the server).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig } from 'eslint/config';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
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
