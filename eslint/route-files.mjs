/*
 * A route file (api/src/services/<service>/<thing>-routes.ts) says which routes exist, who may
 * call them and what they answer. Its schemas live in `<thing>-schemas.ts` and its SQL in a
 * repository, so that the API's contract and its storage each have one place to read and review.
 */

const noSchema =
  "A route file holds no schema: define it in the service's *-schemas.ts and name it here.";
const noSql =
  'A route file holds no SQL: put the query in a *-repository.ts beside it, or in the module that owns the table.';
/** How SQL starts, as this code base writes it: upper case, then a space or a line break. */
const SQL = '/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\s/';

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
        // Whatever the connection is called (db, tx, client), running SQL is `.query` or `.exec`;
        // a transaction around repository calls stays allowed.
        {
          selector: 'CallExpression > MemberExpression.callee[property.name=/^(query|exec)$/]',
          message: noSql,
        },
        { selector: `Literal[value=${SQL}]`, message: noSql },
        { selector: `TemplateElement[value.raw=${SQL}]`, message: noSql },
      ],
    },
  },
];
