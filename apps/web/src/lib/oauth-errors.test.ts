import { describe, expect, it } from 'vitest';
import { englishI18n } from '../test/english-i18n.ts';
import { oauthErrorOf } from './oauth-errors.ts';

const t = englishI18n().getFixedT('en', 'app');

describe('OAuth errors on the URL', () => {
  it("knows each flow's codes and reads anything else as unknown", () => {
    expect(oauthErrorOf('signIn', 'session_expired')).toEqual({
      code: 'session_expired',
      messageKey: 'login.errors.session_expired',
    });
    expect(oauthErrorOf('connect', 'no_channel').code).toBe('no_channel');
    expect(oauthErrorOf('signIn', 'no_channel').code).toBe('unknown');
    expect(oauthErrorOf('connect', '<script>')).toEqual({
      code: 'unknown',
      messageKey: 'callback.errors.unknown',
    });
    expect(oauthErrorOf('signIn', 'constructor').code).toBe('unknown');
  });

  it('has an English message for every code', () => {
    for (const code of ['access_denied', 'state_mismatch', 'unknown']) {
      expect(t(oauthErrorOf('signIn', code).messageKey)).not.toMatch(/^[A-Z][a-z_]+$/);
      expect(t(oauthErrorOf('connect', code).messageKey)).not.toMatch(/^[A-Z][a-z_]+$/);
    }
  });
});
