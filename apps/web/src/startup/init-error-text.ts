// Chooses the Initialization Error text (spec §8): by message first, then by stage, else a default.
// The English texts are built in because this screen must work when translations could not load.
import type { InitError } from './init-store.ts';

export type InitErrorTextId = 'slow' | 'network' | 'config' | 'i18n' | 'auth' | 'timeout' | 'unknown';

export const INIT_ERROR_TEXTS: Record<InitErrorTextId, string> = {
  slow: 'The app is taking longer than expected to load. Please check your internet connection and try again.',
  network: 'Unable to connect to the server. Please check your internet connection.',
  config: 'Failed to load application configuration. Using default settings.',
  i18n: 'Failed to load translations. Using English as fallback.',
  auth: 'Failed to verify authentication status. You can continue as a guest.',
  timeout: 'App initialization timed out. Please try again.',
  unknown: 'An unexpected error occurred during app initialization.',
};

export function initErrorTextId(error: InitError): InitErrorTextId {
  const message = error.message.toLowerCase();
  if (message.includes('timeout') || message.includes('timed out')) return 'slow';
  if (message.includes('network') || message.includes('fetch')) return 'network';
  switch (error.stage) {
    case 'config':
    case 'i18n':
    case 'auth':
    case 'timeout':
      return error.stage;
    default:
      return 'unknown';
  }
}
