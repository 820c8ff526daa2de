import { describe, expect, it } from 'vitest';
import { INIT_ERROR_TEXTS, initErrorTextId } from './init-error-text.ts';

describe('initialization error text (spec §8: message first, then stage)', () => {
  it('picks the slow-loading text for time-outs, whatever the stage', () => {
    expect(
      initErrorTextId({ message: 'Loading translations timed out after 3000 ms', stage: 'timeout' }),
    ).toBe('slow');
    expect(initErrorTextId({ message: 'Request timeout', stage: 'config' })).toBe('slow');
  });

  it('picks the connection text for network and fetch failures', () => {
    expect(initErrorTextId({ message: 'Failed to fetch /locales/en/common.json', stage: 'i18n' })).toBe(
      'network',
    );
    expect(initErrorTextId({ message: 'NetworkError when attempting to load', stage: 'auth' })).toBe(
      'network',
    );
  });

  it('falls back to the stage when the message says nothing known', () => {
    expect(initErrorTextId({ message: 'HTTP 500', stage: 'config' })).toBe('config');
    expect(initErrorTextId({ message: 'bad json', stage: 'i18n' })).toBe('i18n');
    expect(initErrorTextId({ message: 'HTTP 502', stage: 'auth' })).toBe('auth');
    expect(initErrorTextId({ message: 'Initialization did not finish', stage: 'timeout' })).toBe('timeout');
  });

  it('has the spec texts', () => {
    expect(INIT_ERROR_TEXTS.i18n).toBe('Failed to load translations. Using English as fallback.');
    expect(INIT_ERROR_TEXTS.unknown).toBe('An unexpected error occurred during app initialization.');
  });
});
