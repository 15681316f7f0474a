import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'apps/server/migrations/**',
      // demo media: HLS segments are MPEG-TS files that happen to end in .ts
      'apps/server/assets/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...boundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: [
      'bench/**',
      'e2e/**',
      'scripts/**',
      'tooling/**',
      'scale/**',
      'apps/server/src/migrate-cli.ts',
      '**/*.mjs',
      'apps/server/src/server.ts',
    ],
    rules: { 'no-console': 'off' },
  },
  {
    // docs/architecture.md#layers: a file of apps/ past 300 lines of code is split by concern, or
    // says why not in an eslint-disable comment at its top.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Playwright reads fixtures from the first parameter's pattern: `({}, testInfo)` is its idiom.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
