import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { frontEndWalls } from './eslint/front-end-walls.mjs';
import { apiWalls } from './eslint/api-walls.mjs';
import { routeFiles } from './eslint/route-files.mjs';
import { wireSchemas } from './eslint/wire-schemas.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      // Released remotes' builds (scripts/release-remote.js), like dist.
      'releases/**',
      'test-results/**',
      'playwright-report/**',
      '.nx/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // RTK Query's documented idiom for an endpoint without an argument is `void`.
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // A test that reaches a missing value should fail loudly; `!` says exactly that.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...frontEndWalls,
  ...apiWalls,
  ...routeFiles,
  ...wireSchemas,
);
