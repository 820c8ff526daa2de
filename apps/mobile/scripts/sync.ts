// `npm run mobile:sync`: builds the web app, copies it into www/ with the native shell's configuration, runs
// `cap sync` (web assets and plugins into android/ and ios/), then writes the app's identity into the native
// projects. `--skip-web-build` reuses an existing apps/web/dist (CI builds it once for the browser tests).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { configureAndroid, configureIos } from './configure-native.ts';
import { loadMobileConfig, MOBILE_ROOT } from './mobile-config.ts';

const repoRoot = path.resolve(MOBILE_ROOT, '../..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const www = path.join(MOBILE_ROOT, 'www');
const config = loadMobileConfig();

if (!process.argv.includes('--skip-web-build'))
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
if (!existsSync(path.join(webDist, 'spa.html')))
  throw new Error('apps/web/dist has no spa.html (the SPA shell): build the web app');

rmSync(www, { recursive: true, force: true });
// The WebView reads plain files (the precompressed twins are only for the web server), and the app runs as the
// SPA: the prerendered pages are left out, so every route falls back to index.html, which is the SPA shell.
cpSync(webDist, www, {
  recursive: true,
  filter: (source) => !/\.(br|gz)$/.test(source) && path.basename(source) !== 'index.html',
});
cpSync(path.join(webDist, 'spa.html'), path.join(www, 'index.html'));

// The runtime config the web app fetches at start (on the web the server answers it): on native the API is
// always the production mobile origin (spec §9).
writeFileSync(
  path.join(www, 'app-config.json'),
  `${JSON.stringify(
    {
      environment: 'production',
      apiBaseUrl: config.apiBaseUrl,
      mobileApiBaseUrl: config.apiBaseUrl,
      apiEnvironments: {
        production: config.apiBaseUrl,
        staging: config.apiBaseUrl,
        development: config.apiBaseUrl,
      },
      mobileApiEnvironments: {
        production: config.apiBaseUrl,
        staging: config.apiBaseUrl,
        development: config.apiBaseUrl,
      },
    },
    null,
    2,
  )}\n`,
);
// What the web app's native bridge needs and cannot learn from the server before signing in.
writeFileSync(
  path.join(www, 'native-shell.json'),
  `${JSON.stringify(
    {
      scheme: config.scheme,
      apiBaseUrl: config.apiBaseUrl,
      appLinkHost: config.appLinkHost,
      statusBarColor: config.statusBarColor,
    },
    null,
    2,
  )}\n`,
);

execFileSync(path.join(repoRoot, 'node_modules/.bin/cap'), ['sync'], { cwd: MOBILE_ROOT, stdio: 'inherit' });
configureAndroid(config);
configureIos(config);
verifySynced();
console.log(`mobile:sync done: ${config.appId} → ${config.apiBaseUrl}`);

/** What `cap sync` produced must match the config (CI relies on this check after its sync). */
function verifySynced(): void {
  const assets = path.join(MOBILE_ROOT, 'android/app/src/main/assets');
  const capConfig = JSON.parse(readFileSync(path.join(assets, 'capacitor.config.json'), 'utf8')) as {
    appId?: string;
  };
  const shell = JSON.parse(readFileSync(path.join(assets, 'public/native-shell.json'), 'utf8')) as {
    scheme?: string;
  };
  const iosConfig = JSON.parse(
    readFileSync(path.join(MOBILE_ROOT, 'ios/App/App/capacitor.config.json'), 'utf8'),
  ) as { appId?: string };
  if (capConfig.appId !== config.appId || iosConfig.appId !== config.appId || shell.scheme !== config.scheme)
    throw new Error('cap sync did not carry the app id and scheme from mobile.config.json');
  for (const copy of [path.join(assets, 'public'), path.join(MOBILE_ROOT, 'ios/App/App/public')])
    if (!existsSync(path.join(copy, 'index.html')))
      throw new Error(`${copy} has no index.html after cap sync`);
}
