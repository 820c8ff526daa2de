// Runtime configuration from /app-config.json (spec §7). Failure is never fatal: the app keeps the defaults.
// `links` is an optional, operator-set extension (footer and support page); only safe URLs are kept.
import { useSyncExternalStore } from 'react';
import type { AppConfig } from '@vidcraft/contracts';
import { isSiteRating } from '@vidcraft/contracts/structured-data';
import { createExternalStore } from './external-store.ts';
import { fetchWithTimeout } from './fetch-with-timeout.ts';

export const CONFIG_TIMEOUT_MS = 2000;

export interface AppLinks {
  youtube?: string;
  community?: string;
  linkedin?: string;
  website?: string;
  repository?: string;
  supportEmail?: string;
  supportHours?: string;
  location?: string;
}

export interface ClientConfig extends AppConfig {
  links: AppLinks;
}

const SAME_ORIGIN = { production: '', staging: '', development: 'http://localhost:5000' };

export const DEFAULT_APP_CONFIG: ClientConfig = {
  environment: 'production',
  apiBaseUrl: '',
  mobileApiBaseUrl: '',
  apiEnvironments: SAME_ORIGIN,
  mobileApiEnvironments: SAME_ORIGIN,
  links: {},
};

const URL_LINKS = ['youtube', 'community', 'linkedin', 'website', 'repository'] as const;
const TEXT_LINKS = ['supportHours', 'location'] as const;

function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function safeEmail(value: unknown): string | undefined {
  return typeof value === 'string' && /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/.test(value)
    ? value
    : undefined;
}

function safeText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
}

export function parseLinks(raw: unknown): AppLinks {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Record<string, unknown>;
  const links: AppLinks = {};
  for (const key of URL_LINKS) {
    const url = safeHttpUrl(source[key]);
    if (url) links[key] = url;
  }
  for (const key of TEXT_LINKS) {
    const text = safeText(source[key]);
    if (text) links[key] = text;
  }
  const email = safeEmail(source.supportEmail);
  if (email) links.supportEmail = email;
  return links;
}

/** Lenient on purpose (no zod on the landing path): known fields are taken when they have the right type. */
export function parseAppConfig(raw: unknown): ClientConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('app-config.json is not an object');
  const source = raw as Partial<Record<keyof ClientConfig, unknown>>;
  const pick = <K extends keyof AppConfig>(key: K, ok: (value: unknown) => boolean): AppConfig[K] =>
    (ok(source[key]) ? source[key] : DEFAULT_APP_CONFIG[key]) as AppConfig[K];
  const isString = (value: unknown) => typeof value === 'string';
  const isObject = (value: unknown) => typeof value === 'object' && value !== null;
  return {
    environment: pick('environment', (v) => v === 'production' || v === 'staging' || v === 'development'),
    apiBaseUrl: pick('apiBaseUrl', isString),
    mobileApiBaseUrl: pick('mobileApiBaseUrl', isString),
    apiEnvironments: pick('apiEnvironments', isObject),
    mobileApiEnvironments: pick('mobileApiEnvironments', isObject),
    links: parseLinks(source.links),
    ...(safeHttpsUrl(source.analyticsScriptUrl)
      ? { analyticsScriptUrl: safeHttpsUrl(source.analyticsScriptUrl) }
      : {}),
    ...(isSiteRating(source.rating)
      ? { rating: { value: source.rating.value, count: source.rating.count } }
      : {}),
  };
}

/** An https URL, or http on this machine (tests); anything else is ignored. */
function safeHttpsUrl(value: unknown): string | undefined {
  const href = safeHttpUrl(value);
  if (!href) return undefined;
  const url = new URL(href);
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  return url.protocol === 'https:' || loopback ? href : undefined;
}

export async function fetchAppConfig(timeoutMs = CONFIG_TIMEOUT_MS): Promise<ClientConfig> {
  const response = await fetchWithTimeout('/app-config.json', timeoutMs, {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Failed to fetch /app-config.json: HTTP ${response.status}`);
  return parseAppConfig(await response.json());
}

const configStore = createExternalStore<ClientConfig>(DEFAULT_APP_CONFIG);

/**
 * Stores the answer, keeping every part that has not changed (and the whole object when nothing has), so a
 * component reading one part re-renders only when that part changes: a store read with useSyncExternalStore
 * re-renders its readers synchronously, in one task.
 */
export function setAppConfig(config: ClientConfig): void {
  configStore.set((previous) => {
    const next = Object.fromEntries(
      Object.entries(config).map(([key, value]) => {
        const before: unknown = previous[key as keyof ClientConfig];
        return [key, JSON.stringify(before) === JSON.stringify(value) ? before : value];
      }),
    ) as unknown as ClientConfig;
    const unchanged =
      Object.keys(next).length === Object.keys(previous).length &&
      Object.entries(next).every(([key, value]) => previous[key as keyof ClientConfig] === value);
    return unchanged ? previous : next;
  });
}

/** The current config and its changes, for code outside React. */
export const appConfigStore: Pick<typeof configStore, 'get' | 'subscribe'> = configStore;

/** The current config; during hydration it is the defaults, exactly as at prerender time. */
export function useAppConfig(): ClientConfig {
  return useSyncExternalStore(configStore.subscribe, configStore.get, () => DEFAULT_APP_CONFIG);
}

/** One part of the config (e.g. the links): the component re-renders only when that part changes. */
export function useAppConfigPart<K extends keyof ClientConfig>(key: K): ClientConfig[K] {
  return useSyncExternalStore(
    configStore.subscribe,
    () => configStore.get()[key],
    () => DEFAULT_APP_CONFIG[key],
  );
}
