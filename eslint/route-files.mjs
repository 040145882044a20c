/*
 * A route file (api/src/services/<service>/<thing>-routes.ts) says which routes exist, who may
 * call them and what they answer. Its schemas live in `<thing>-schemas.ts` and its SQL in a
 * repository, so that the API's contract and its storage each have one place to read and review.
 */

const noSchema =
  "A route file holds no schema: define it in the service's *-schemas.ts and name it here.";

export const routeFiles = [
  {
    files: ['api/src/services/**/*-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind!='type'][source.value=/typebox/] > ImportSpecifier[importKind!='type'][imported.name='Type']",
          message: noSchema,
        },
        {
          selector: 'ImportDeclaration[source.value=/typebox/] > ImportNamespaceSpecifier',
          message: noSchema,
        },
        {
          // Building a schema in place (`WholeNumberText({...})`, `Type.Array(X)`) is a call.
          selector: "Property[key.name='schema'] > ObjectExpression CallExpression",
          message: noSchema,
        },
      ],
    },
  },
];
