import { describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';

const resources = {
  ar: {
    app: {
      run: 'للفيديو “{{video}}”',
      tasks_zero: '{{count}}',
      tasks_one: 'مهمة {{count}}',
      tasks_two: '{{count}}',
      tasks_few: '{{count}} مهام',
      tasks_many: '{{count}}',
      tasks_other: '{{count}} مهام',
    },
  },
  en: { app: { run: 'For “{{video}}”', tasks_one: '{{count}} task', tasks_other: '{{count}} tasks' } },
};

// These made-up resources are not the app's translation files, so their keys are looked up untyped.
type UntypedT = (key: string, options?: Record<string, unknown>) => string;

function t(language: 'ar' | 'en'): UntypedT {
  return createI18n({ language, resources, http: false }).getFixedT(language, 'app') as unknown as UntypedT;
}

describe('interpolated text in right-to-left languages', () => {
  it('isolates a value so a Latin title keeps its place inside Arabic', () => {
    expect(t('ar')('run', { video: 'Churros en 30 segundos' })).toBe(
      'للفيديو “\u2068Churros en 30 segundos\u2069”',
    );
  });

  it('leaves numbers, plural counts and left-to-right languages alone', () => {
    expect(t('ar')('tasks', { count: 3 })).toBe('3 مهام');
    expect(t('en')('run', { video: 'Churros' })).toBe('For “Churros”');
    expect(t('en')('tasks', { count: 1 })).toBe('1 task');
  });
});
