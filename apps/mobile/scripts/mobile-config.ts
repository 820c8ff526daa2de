// The one source of the app's identity (mobile.config.json), read and checked by the sync and configure
// scripts and the generated-projects test. The file's apiBaseUrl and appLinkHost are the example deployment:
// an operator's build takes its own from MOBILE_API_BASE_URL and MOBILE_APP_LINK_HOST at sync time, checked by
// the same rules as the file's values.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const MOBILE_ROOT = path.resolve(import.meta.dirname, '..');

export interface MobileConfig {
  appId: string;
  appName: string;
  scheme: string;
  apiBaseUrl: string;
  appLinkHost: string;
  statusBarColor: string;
}

const APP_ID = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;
const SCHEME = /^[a-z][a-z0-9+.-]*$/;
const HOST = /^[a-z0-9.-]+$/;
const COLOR = /^#[0-9a-f]{6}$/i;

function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value.trim() : undefined;
}

export function parseMobileConfig(raw: unknown, env: NodeJS.ProcessEnv = {}): MobileConfig {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: keyof MobileConfig, pattern?: RegExp): string => {
    const value = source[key];
    if (typeof value !== 'string' || !value || (pattern && !pattern.test(value)))
      throw new Error(`mobile.config.json: "${key}" is missing or malformed`);
    return value;
  };
  // MOBILE_API_URL: the older name, still read.
  const apiOverride = nonEmpty(env.MOBILE_API_BASE_URL) ?? nonEmpty(env.MOBILE_API_URL);
  const hostOverride = nonEmpty(env.MOBILE_APP_LINK_HOST);
  const apiSource = nonEmpty(env.MOBILE_API_BASE_URL)
    ? 'MOBILE_API_BASE_URL'
    : apiOverride
      ? 'MOBILE_API_URL'
      : 'mobile.config.json: "apiBaseUrl"';
  let api: URL;
  try {
    api = new URL(apiOverride ?? text('apiBaseUrl'));
  } catch {
    throw new Error(`${apiSource} is not a URL`);
  }
  if (api.protocol !== 'https:') throw new Error(`${apiSource}: the API base must be https`);
  if (hostOverride && !HOST.test(hostOverride))
    throw new Error('MOBILE_APP_LINK_HOST is malformed (a bare lower-case host name, no scheme or port)');
  return {
    appId: text('appId', APP_ID),
    appName: text('appName'),
    scheme: text('scheme', SCHEME),
    apiBaseUrl: api.origin,
    // A deployment that names only its API serves the verified links there too (the server hosts the files).
    appLinkHost: hostOverride ?? (apiOverride ? api.hostname : text('appLinkHost', HOST)),
    statusBarColor: text('statusBarColor', COLOR),
  };
}

export function loadMobileConfig(env: NodeJS.ProcessEnv = process.env): MobileConfig {
  return parseMobileConfig(
    JSON.parse(readFileSync(path.join(MOBILE_ROOT, 'mobile.config.json'), 'utf8')),
    env,
  );
}
