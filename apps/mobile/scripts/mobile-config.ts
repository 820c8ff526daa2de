// The one source of the app's identity (mobile.config.json), read and checked by the sync and configure
// scripts and the generated-projects test. MOBILE_API_URL overrides the API base at sync time (a staging build).
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

export function parseMobileConfig(raw: unknown, env: NodeJS.ProcessEnv = {}): MobileConfig {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (key: keyof MobileConfig, pattern?: RegExp): string => {
    const value = source[key];
    if (typeof value !== 'string' || !value || (pattern && !pattern.test(value)))
      throw new Error(`mobile.config.json: "${key}" is missing or malformed`);
    return value;
  };
  const apiBaseUrl = env.MOBILE_API_URL ?? text('apiBaseUrl');
  const api = new URL(apiBaseUrl);
  if (api.protocol !== 'https:') throw new Error('mobile.config.json: the API base must be https');
  return {
    appId: text('appId', APP_ID),
    appName: text('appName'),
    scheme: text('scheme', SCHEME),
    apiBaseUrl: api.origin,
    appLinkHost: text('appLinkHost', HOST),
    statusBarColor: text('statusBarColor', COLOR),
  };
}

export function loadMobileConfig(env: NodeJS.ProcessEnv = process.env): MobileConfig {
  return parseMobileConfig(
    JSON.parse(readFileSync(path.join(MOBILE_ROOT, 'mobile.config.json'), 'utf8')),
    env,
  );
}
