// The layering of docs/architecture.md as lint rules, so `npm run check` fails when code crosses a layer:
// - database access (Kysely query builders, raw `sql`) only in `*.repo.ts`, `apps/server/src/db/` and migrations;
// - routes call services: no repositories, no integrations;
// - packages/seo stays pure: no Node built-ins, no other workspace, no I/O libraries;
// - a web feature (apps/web/src/features/<name>/) imports another feature only through that feature's public
//   modules (WEB_FEATURE_PUBLIC_MODULES), and apps/web/src/lib and components import no feature at all.
const QUERY_BUILDERS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto'];
const DATABASE_MESSAGE = 'Database access belongs in a *.repo.ts (docs/architecture.md: SQL lives in repos).';

// What each web feature offers the others: its public modules, by file name. Everything else in a feature
// directory is its own. Code that belongs to no feature in particular lives in apps/web/src/components (UI)
// or apps/web/src/lib (logic), which every feature may import. A new feature starts with no public module.
export const WEB_FEATURE_PUBLIC_MODULES = {
  // The admin area: its pages are reached through the route table only.
  admin: [],
  // The analytics page: reached through the route table only.
  analytics: [],
  // The blog: its routes (the route table) and its SEO additions (the prerender and the head updater).
  blog: ['blog-routes.tsx', 'blog-seo.ts'],
  // Every signed-in screen announces newly earned achievements; the page is reached through the route table.
  achievements: ['achievement-announcer.tsx'],
  'app-shell': ['app-page.tsx', 'app-namespace-gate.tsx'],
  auth: ['use-me.ts', 'sign-out.ts', 'require-auth.tsx', 'use-google-client.ts'],
  channels: [
    'use-connections.ts',
    'use-connect-channel.ts',
    'use-connection-actions.ts',
    'use-stats-reload.ts',
    'use-channel-stats.ts',
    'no-channel-state.tsx',
  ],
  content: ['content-page.tsx'],
  dashboard: [],
  // Packaging experiments: the panel the analytics page's per-video view mounts.
  experiments: ['experiments-panel.tsx'],
  history: ['field-diff-view.tsx'],
  jobs: ['use-job-progress.ts', 'run-activity.ts'],
  landing: [],
  // The public /features and /discord pages: reached through the route table only.
  marketing: [],
  layout: ['public-layout.tsx', 'use-localized-path.ts', 'language-menu.tsx', 'use-switch-language.ts'],
  'not-found': ['not-found-content.tsx'],
  'oauth-setup': [],
  // The public /status page: reached through the route table only.
  status: [],
  // Where a limit is reached, the optimizer, thumbnails and translation point to the plans.
  // The admin area's user detail shows a user's usage as the pricing page shows one's own.
  // Every signed-in screen shows the billing banner (a payment past due, a trial about to end).
  plans: ['see-plans-link.tsx', 'usage-bars.tsx', 'billing-banner.tsx'],
  // The history's revert publishes through the optimizer's checked publish path.
  optimizer: [
    'use-checked-publish.ts',
    'publish-errors.ts',
    'conflict-dialog.tsx',
    'score-change.tsx',
    'draft-storage.ts',
    // The translation tool's search-result previews keep YouTube's real sizes the same way.
    'scaled-to-fit.tsx',
  ],
  profile: [],
  reauth: [
    'channel-auth-flow.ts',
    'api-error-reporter.ts',
    'reauth-dialog-host.tsx',
    'write-access-dialog.tsx',
  ],
  'seo-audit': [],
  // The optimizer and the video panel open a video in the studio; the upload tool opens it for an upload.
  thumbnails: ['studio-link.tsx'],
  // Caption management: reached through the route table only.
  captions: [],
  // The history names the languages of a translation publish (and the upload tool its spoken languages);
  // caption management names track languages and links a track to the tool (translation-paths.ts).
  translation: ['language-names.ts', 'translation-paths.ts'],
  // The upload tool: its pages are reached through the route table; the thumbnail studio, designing for an
  // upload, links back to the upload's page.
  uploads: ['upload-paths.ts'],
  videos: [
    'video-thumbnail.tsx',
    'video-row.tsx',
    'video-meta-line.tsx',
    'video-badges.tsx',
    'use-video-details.ts',
    'use-recent-videos.ts',
    // The tools' video picker (the optimizer's and the thumbnail studio's).
    'video-picker.tsx',
  ],
};

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Features are one directory deep, so from a feature's file every import of another feature starts `../<name>/`.
function featureBoundaryPatterns() {
  const features = Object.keys(WEB_FEATURE_PUBLIC_MODULES);
  const perFeature = Object.entries(WEB_FEATURE_PUBLIC_MODULES).map(([feature, modules]) => ({
    regex:
      modules.length === 0
        ? `^\\.\\./${escapeRegex(feature)}/`
        : `^\\.\\./${escapeRegex(feature)}/(?!(?:${modules.map(escapeRegex).join('|')})$)`,
    caseSensitive: true,
    message:
      modules.length === 0
        ? `Feature "${feature}" has no public modules; move what you need to src/lib or src/components, or make it public in eslint.layers.js.`
        : `Feature "${feature}" offers only ${modules.join(', ')}; move what you need to src/lib or src/components, or make it public in eslint.layers.js.`,
  }));
  const unlisted = {
    regex: `^\\.\\./(?!(?:${features.map(escapeRegex).join('|')})/)[^./][^/]*/`,
    caseSensitive: true,
    message: 'A feature not listed in WEB_FEATURE_PUBLIC_MODULES (eslint.layers.js) has no public modules.',
  };
  return [...perFeature, unlisted];
}

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
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    // Tests may exercise several features together.
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: featureBoundaryPatterns() }] },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:\\.\\./)+features/',
              message: 'src/lib and src/components are shared by the features and import none of them.',
            },
          ],
        },
      ],
    },
  },
];
