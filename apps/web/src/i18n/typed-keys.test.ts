// Translation keys are types (i18next.d.ts, keys.ts): `npm run typecheck` covers this file, so each
// `@ts-expect-error` below fails the typecheck the day an unknown key is accepted. The test itself checks that
// the known keys used here resolve to English text at run time.
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../test/english-i18n.ts';
import type { AppKey, CommonKey } from './keys.ts';

const i18n = englishI18n();

// Type-level checks only; never called.
export function typeChecks() {
  const app = i18n.getFixedT('en', 'app');
  // @ts-expect-error — no such key in app.json
  app('no.such.key');
  // @ts-expect-error — a defaultValue does not excuse an unknown key (strictKeyChecks)
  app('no.such.key', { defaultValue: 'fallback' });
  // @ts-expect-error — a common key needs the common namespace
  app('actions.close');
  // @ts-expect-error — not a key of app.json
  const unknown: AppKey = 'nav.nowhere';
  // @ts-expect-error — a variable typed string is not a key
  app(String(unknown));
  const field: 'title' | 'tags' = 'title';
  return [app(`optimizer.fields.${field}`), app('nav.dashboard')];
}

// A component with two namespaces: its own keys bare, the other's with its prefix.
export function useTwoNamespaces() {
  const { t } = useTranslation(['app', 'common']);
  // @ts-expect-error — a common key needs its prefix here
  t('actions.close');
  return [t('nav.dashboard'), t('common:actions.close')];
}

describe('typed translation keys', () => {
  it('resolve the keys the types accept', () => {
    const app = i18n.getFixedT('en', 'app');
    const common = i18n.getFixedT('en', 'common');
    const close: CommonKey = 'actions.close';
    expect(app('nav.dashboard')).toBe('Dashboard');
    expect(common(close)).toBe('Close');
  });
});
