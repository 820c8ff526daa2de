import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { missingKeyLabel } from './missing-key.ts';

describe('missing translation keys', () => {
  it('show the last key segment with a capital first letter', () => {
    expect(missingKeyLabel('landing.hero.primaryCta')).toBe('PrimaryCta');
    expect(missingKeyLabel('common:notFound.title')).toBe('Title');
    expect(missingKeyLabel('plain')).toBe('Plain');
  });

  it('are what an i18next instance without texts renders, unless a default value is given', () => {
    const i18n = createI18n({ language: 'de', resources: { de: { common: {} } }, http: false });
    expect(i18n.t('notFound.title', { ns: 'common' })).toBe('Title');
    expect(i18n.t('init.title', { ns: 'common', defaultValue: 'Initialization Error' })).toBe(
      'Initialization Error',
    );
  });
});
