// The shell's own settings, written into the native web bundle by `npm run mobile:sync` from
// apps/mobile/mobile.config.json (native-shell.json next to index.html). Checked like any hostile input.
import { DEFAULT_APP_SCHEME } from '../lib/native-auth-bridge.ts';

export interface NativeShellConfig {
  scheme: string;
  /** The mobile API origin (spec §9: native always uses production). */
  apiBaseUrl: string;
  /** The https host of the verified App Links / Universal Links. */
  appLinkHost: string;
  statusBarColor: string;
}

export const NATIVE_SHELL_CONFIG_PATH = '/native-shell.json';
export const DEFAULT_STATUS_BAR_COLOR = '#0f172a';

export function parseNativeShellConfig(raw: unknown): NativeShellConfig {
  const source = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const api = typeof source.apiBaseUrl === 'string' ? new URL(source.apiBaseUrl) : null;
  if (!api || (api.protocol !== 'https:' && api.hostname !== 'localhost' && api.hostname !== '127.0.0.1'))
    throw new Error('native-shell.json: apiBaseUrl must be an https origin');
  const scheme =
    typeof source.scheme === 'string' && /^[a-z][a-z0-9+.-]*$/.test(source.scheme)
      ? source.scheme
      : DEFAULT_APP_SCHEME;
  const appLinkHost =
    typeof source.appLinkHost === 'string' && /^[a-z0-9.-]+$/.test(source.appLinkHost)
      ? source.appLinkHost
      : api.hostname;
  const statusBarColor =
    typeof source.statusBarColor === 'string' && /^#[0-9a-f]{6}$/i.test(source.statusBarColor)
      ? source.statusBarColor
      : DEFAULT_STATUS_BAR_COLOR;
  return { scheme, apiBaseUrl: api.origin, appLinkHost, statusBarColor };
}

export async function loadNativeShellConfig(doFetch: typeof fetch = fetch): Promise<NativeShellConfig> {
  const response = await doFetch(NATIVE_SHELL_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${NATIVE_SHELL_CONFIG_PATH}: HTTP ${response.status}`);
  return parseNativeShellConfig(await response.json());
}
