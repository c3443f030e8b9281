import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

// The records feature's sub-features (server/src/records/<name>), and which of them each may use.
// Outside a sub-feature only its index.ts is imported; inside, the arrows below are the only
// ones allowed, so the layers cannot grow a cycle (README, Architecture).
const RECORDS = './server/src/records';
const RECORDS_MAY_USE = {
  store: [],
  search: ['store'],
  import: ['store', 'search'],
  views: ['store', 'search'],
  http: ['store', 'search', 'import', 'views'],
  demo: ['import', 'store'],
};
const subFeatures = Object.keys(RECORDS_MAY_USE);
const recordsZones = subFeatures.flatMap((name) => [
  {
    // Everyone outside the sub-feature (bench/ times single steps and may reach inside)
    target: ['./server/src/!(records)/**', `${RECORDS}/!(${name})/**`, './server/test/**'],
    from: `${RECORDS}/${name}`,
    except: ['./index.ts'],
    message: `Import records/${name} through its index.ts.`,
  },
  {
    // Tests may use any sub-feature's entry to set up and check what they test.
    target: `${RECORDS}/${name}/**/!(*.test).ts`,
    from: subFeatures.filter((other) => other !== name && !RECORDS_MAY_USE[name].includes(other)).map((o) => `${RECORDS}/${o}`),
    message: `records/${name} may use only: ${RECORDS_MAY_USE[name].join(', ') || 'nothing else in records'}.`,
  },
]);

// Web features do not import each other (bulletproof-react): shared code lives in components/
// and lib/, and app/ composes the features.
const webFeatures = fs.readdirSync('./web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory());
const webZones = webFeatures.map((d) => ({
  target: `./web/src/features/${d.name}`,
  from: './web/src/features',
  except: [`./${d.name}`],
  message: 'Features do not import each other: move shared code to components/ or lib/, or compose in app/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // no-cycle follows imports into other files, so it must be able to parse TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...recordsZones, ...webZones] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // core is shared by browser and server: it must stay free of Node and DOM imports
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto', 'react', 'react-dom'] }],
    },
  },
  {
    // core tests may read shared fixtures from disk; only the shipped source must stay pure
    files: ['core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom'] }],
    },
  },
);
