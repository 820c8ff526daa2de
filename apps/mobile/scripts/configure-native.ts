// Writes the app's identity from mobile.config.json into the generated native projects, idempotently:
// `cap sync` copies the web build and plugins but leaves names, URL schemes, intent filters and entitlements
// to the project. Each inserted block sits between markers, so a re-run replaces it rather than adding twice.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadMobileConfig, MOBILE_ROOT, type MobileConfig } from './mobile-config.ts';

export const CALLBACK_PATH = '/auth/callback';

function edit(relative: string, change: (text: string) => string): void {
  const file = path.join(MOBILE_ROOT, relative);
  if (!existsSync(file))
    throw new Error(`${relative} is missing: run \`npx cap add\` first (see apps/mobile/README.md)`);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after !== before) writeFileSync(file, after);
}

function xmlEscape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Replaces the block between `<!-- vidcraft:NAME -->` markers, or inserts it before `anchor`. */
function upsertBlock(text: string, name: string, block: string, anchor: string, indent: string): string {
  const start = `<!-- vidcraft:${name} -->`;
  const end = `<!-- /vidcraft:${name} -->`;
  const wrapped = `${indent}${start}\n${block}${indent}${end}\n`;
  const from = text.indexOf(`${indent}${start}`);
  if (from >= 0) return text.slice(0, from) + wrapped + text.slice(text.indexOf(end) + end.length + 1);
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`anchor not found for ${name}: ${anchor}`);
  return text.slice(0, at) + wrapped + text.slice(at);
}

function setAndroidString(text: string, name: string, value: string): string {
  const line = `    <string name="${name}">${xmlEscape(value)}</string>`;
  const pattern = new RegExp(`^\\s*<string name="${name}">.*</string>$`, 'm');
  return pattern.test(text)
    ? text.replace(pattern, line)
    : text.replace('</resources>', `${line}\n</resources>`);
}

export function configureAndroid(config: MobileConfig): void {
  edit('android/app/src/main/res/values/strings.xml', (text) =>
    [
      ['app_name', config.appName],
      ['title_activity_main', config.appName],
      ['package_name', config.appId],
      ['custom_url_scheme', config.scheme],
    ].reduce((acc, [name, value]) => setAndroidString(acc, name!, value!), text),
  );
  edit('android/app/build.gradle', (text) =>
    text
      .replace(/namespace = "[^"]*"/, `namespace = "${config.appId}"`)
      .replace(/applicationId "[^"]*"/, `applicationId "${config.appId}"`),
  );
  const i = '            ';
  const filters =
    `${i}<intent-filter>\n` +
    `${i}    <action android:name="android.intent.action.VIEW" />\n` +
    `${i}    <category android:name="android.intent.category.DEFAULT" />\n` +
    `${i}    <category android:name="android.intent.category.BROWSABLE" />\n` +
    `${i}    <data android:scheme="${config.scheme}" android:host="auth" android:pathPrefix="/callback" />\n` +
    `${i}</intent-filter>\n` +
    // Verified App Link: Android checks https://HOST/.well-known/assetlinks.json before routing it here.
    `${i}<intent-filter android:autoVerify="true">\n` +
    `${i}    <action android:name="android.intent.action.VIEW" />\n` +
    `${i}    <category android:name="android.intent.category.DEFAULT" />\n` +
    `${i}    <category android:name="android.intent.category.BROWSABLE" />\n` +
    `${i}    <data android:scheme="https" android:host="${config.appLinkHost}" android:pathPrefix="${CALLBACK_PATH}" />\n` +
    `${i}</intent-filter>\n`;
  edit('android/app/src/main/AndroidManifest.xml', (text) =>
    upsertBlock(text, 'deep-links', filters, `${i.slice(4)}</activity>`, i),
  );
}

export function configureIos(config: MobileConfig): void {
  edit('ios/App/App/Info.plist', (text) => {
    const named = text.replace(
      /(<key>CFBundleDisplayName<\/key>\s*<string>)[^<]*(<\/string>)/,
      `$1${xmlEscape(config.appName)}$2`,
    );
    const urlTypes =
      `\t<key>CFBundleURLTypes</key>\n\t<array>\n\t\t<dict>\n` +
      `\t\t\t<key>CFBundleURLName</key>\n\t\t\t<string>${xmlEscape(config.appId)}</string>\n` +
      `\t\t\t<key>CFBundleURLSchemes</key>\n\t\t\t<array>\n\t\t\t\t<string>${xmlEscape(config.scheme)}</string>\n` +
      `\t\t\t</array>\n\t\t</dict>\n\t</array>\n`;
    const withUrlTypes = upsertBlock(named, 'url-types', urlTypes, '</dict>\n</plist>', '\t');
    // A saved thumbnail goes through the share sheet, whose "Save Image" adds to Photos: iOS ends an app that
    // does this without saying why it asks.
    const photos =
      `\t<key>NSPhotoLibraryAddUsageDescription</key>\n` +
      `\t<string>${xmlEscape(`${config.appName} saves the thumbnails you download to your photos.`)}</string>\n`;
    return upsertBlock(withUrlTypes, 'photo-library-add', photos, '</dict>\n</plist>', '\t');
  });
  const entitlements =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n' +
    '<plist version="1.0">\n<dict>\n' +
    '\t<key>com.apple.developer.associated-domains</key>\n\t<array>\n' +
    `\t\t<string>applinks:${xmlEscape(config.appLinkHost)}</string>\n\t</array>\n</dict>\n</plist>\n`;
  writeFileSync(path.join(MOBILE_ROOT, 'ios/App/App/App.entitlements'), entitlements);
  edit('ios/App/App.xcodeproj/project.pbxproj', (text) =>
    text
      .replace(/PRODUCT_BUNDLE_IDENTIFIER = [^;]*;/g, `PRODUCT_BUNDLE_IDENTIFIER = ${config.appId};`)
      // The entitlements file is referenced next to the target's Info.plist in both configurations.
      .replace(
        /(\n(\s*))INFOPLIST_FILE = App\/Info\.plist;(?!\n\s*CODE_SIGN_ENTITLEMENTS)/g,
        '$1INFOPLIST_FILE = App/Info.plist;$1CODE_SIGN_ENTITLEMENTS = App/App.entitlements;',
      ),
  );
}

if (import.meta.main) {
  const config = loadMobileConfig();
  configureAndroid(config);
  configureIos(config);
  console.log(
    `Native projects configured for ${config.appId} (scheme ${config.scheme}, links ${config.appLinkHost})`,
  );
}
