// One lint configuration for every workspace: typescript-eslint's recommended rules, plus React hooks for the web app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerRules } from './eslint.layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'coverage/**',
      // The Capacitor project's copied web build and generated native projects.
      'apps/mobile/www/**',
      'apps/mobile/android/**',
      'apps/mobile/ios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/scripts/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Contracts build schemas with the package's own `z` (src/zod.ts), which is configured before any schema.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/zod.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Import z from './zod.ts': it is configured for browsers before any schema is built.",
            },
          ],
        },
      ],
    },
  },
  ...layerRules,
);
