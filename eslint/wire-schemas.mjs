/*
 * The wire schemas (`@yoga/shared/schemas`, shared/src/schemas) are TypeBox code for the API. The
 * browser takes its wire types from `@yoga/shared/models`, which derive them with `import type`;
 * a value import of a schema, or of TypeBox, in browser code would put TypeBox in a bundle.
 */

export const wireSchemas = [
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/schemas/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)schemas(/|$)|^typebox$',
              allowTypeImports: true,
              message:
                'Browser code takes wire types from @yoga/shared/models (or `import type`): a schema is TypeBox code, which no bundle should carry.',
            },
          ],
        },
      ],
    },
  },
];
