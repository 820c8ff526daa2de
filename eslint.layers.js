// The layering of docs/architecture.md as lint rules, so `npm run check` fails when code crosses a layer:
// - database access (Kysely query builders, raw `sql`) only in `*.repo.ts`, `apps/server/src/db/` and migrations;
// - routes call services: no repositories, no integrations;
// - packages/seo stays pure: no Node built-ins, no other workspace, no I/O libraries.
const QUERY_BUILDERS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'];
const DATABASE_MESSAGE = 'Database access belongs in a *.repo.ts (docs/architecture.md: SQL lives in repos).';

export const layerRules = [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.repo.ts', 'apps/server/src/db/**', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS.join('|')})$/]`,
          message: DATABASE_MESSAGE,
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: DATABASE_MESSAGE },
        { selector: "MemberExpression[object.name='sql']", message: DATABASE_MESSAGE },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', allowTypeImports: true, message: DATABASE_MESSAGE }],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'Routes call services, which call repositories.' }],
          patterns: [
            { group: ['**/*.repo.ts'], message: 'Routes call services, which call repositories.' },
            { group: ['**/integrations/**'], message: 'Routes call services; integrations sit behind them.' },
            {
              group: ['**/db/**'],
              allowTypeImports: true,
              message: 'Routes call services, which call repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/seo/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'packages/seo is pure: no Node built-ins.' },
            { group: ['@vidcraft/*'], message: 'packages/seo depends on no other workspace.' },
            { group: ['fs', 'path', 'http', 'https', 'net', 'child_process', 'worker_threads'] },
          ],
        },
      ],
    },
  },
];
