import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_SCRIPT_ID, startAnalyticsScript } from './analytics-script.ts';
import { DEFAULT_APP_CONFIG, setAppConfig } from './app-config.ts';
import { setConsent } from './consent.ts';

const URL_ = 'https://stats.example.com/script.js';
const script = () => document.getElementById(ANALYTICS_SCRIPT_ID) as HTMLScriptElement | null;

describe('operator analytics script', () => {
  afterEach(() => {
    setConsent(null);
    setAppConfig(DEFAULT_APP_CONFIG);
    script()?.remove();
  });

  it('is added only once consent is true, and removed on decline or reset', () => {
    setAppConfig({ ...DEFAULT_APP_CONFIG, analyticsScriptUrl: URL_ });
    const stop = startAnalyticsScript();
    expect(script()).toBeNull();
    setConsent(false);
    expect(script()).toBeNull();
    setConsent(true);
    expect(script()?.src).toBe(URL_);
    setConsent(null);
    expect(script()).toBeNull();
    setConsent(true);
    setConsent(false);
    expect(script()).toBeNull();
    stop();
  });

  it('waits for the config: consent given before the config arrives still loads it', () => {
    setConsent(true);
    const stop = startAnalyticsScript();
    expect(script()).toBeNull();
    setAppConfig({ ...DEFAULT_APP_CONFIG, analyticsScriptUrl: URL_ });
    expect(script()?.src).toBe(URL_);
    stop();
  });

  it('loads nothing when the operator configured no script', () => {
    setConsent(true);
    const stop = startAnalyticsScript();
    expect(document.querySelectorAll('script[src]').length).toBe(0);
    stop();
  });
});
