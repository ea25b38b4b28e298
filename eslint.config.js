import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import featureBoundaries from './eslint-rules/feature-boundaries.ts';

const local = { rules: { 'feature-boundaries': featureBoundaries } };

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'drizzle/', 'test-results/', 'playwright-report/', '.scratch/', '.test-data/', '.node/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // pg-boss and drivers hand back untyped rows; the boundary code says so explicitly.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles is a lost error (an unhandled rejection,
    // a toast that never shows), so each one is awaited, returned, or marked with `void` on purpose.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's navigate() returns a promise only for data routers; this app's declarative router never rejects it.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: ['NavigateFunction', 'navigate'], package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Features meet only in the app router; shared code lives in src/web/components and src/web/lib.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      // A data module two features need lives in src/web/lib/api, not in either feature.
      'local/feature-boundaries': 'error',
    },
  },
  {
    // Server features meet only where the app is composed (app.ts, compose.ts); what several of them
    // need lives below them (src/server/domain, the infrastructure, src/server/test). Decision 057.
    // No file is exempted (decision 066); eslint-rules/feature-boundaries-config.test.ts keeps it so.
    files: ['src/server/features/**/*.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/feature-boundaries': 'error' },
  },
);
