// Every interface language must have every key English has, as a non-empty string with the same {{placeholders}}.
// Languages the translator has not reached yet fail here on purpose: the list of missing keys is the to-do list.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_NAMESPACES as NAMESPACES } from './create-i18n.ts';
import { LANGUAGE_CODES } from './languages.ts';
import { flattenLocale, isPluralKey, missingKeys, placeholders, pluralBase } from './locale-keys.ts';

const LOCALES_DIR = join(import.meta.dirname, '../../public/locales');

/** A namespace file; one the translator has not created yet reads as empty ("has a file" reports it once). */
function read(language: string, ns: string): unknown {
  const file = join(LOCALES_DIR, language, `${ns}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

describe.each(NAMESPACES)('English "%s"', (ns) => {
  it('has only non-empty string values', () => {
    const bad = flattenLocale(read('en', ns)).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });
});

/**
 * The admin area (namespaces `admin` and `operations`, read by a deployment's operators) not yet translated into
 * these languages: until their file arrives they show it in English. Once a file exists it is checked like any other.
 */
const ADMIN_AREA_IN_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  admin: ['uk', 'be'],
  operations: ['he', 'ar', 'hi', 'th', 'ja', 'ko', 'zh', 'vi', 'tr', 'pl', 'nl', 'sv', 'da', 'no'],
};
const inEnglishForNow = (language: string, ns: string) =>
  ADMIN_AREA_IN_ENGLISH[ns]?.includes(language) === true &&
  !existsSync(join(LOCALES_DIR, language, `${ns}.json`));

describe.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('translation "%s"', (language) => {
  it.each(NAMESPACES)('has a file for %s', (ns) => {
    if (inEnglishForNow(language, ns)) return;
    expect(existsSync(join(LOCALES_DIR, language, `${ns}.json`))).toBe(true);
  });

  it.each(NAMESPACES)('misses no key of %s', (ns) => {
    if (inEnglishForNow(language, ns)) return;
    expect(missingKeys(read('en', ns), read(language, ns), language)).toEqual([]);
  });

  it.each(NAMESPACES)('has only non-empty strings and no keys English lacks in %s', (ns) => {
    const english = new Set(flattenLocale(read('en', ns)).map(([key]) => pluralBase(key)));
    const problems = flattenLocale(read(language, ns))
      .filter(([key]) => key !== '')
      .filter(
        ([key, value]) => typeof value !== 'string' || value.trim() === '' || !english.has(pluralBase(key)),
      )
      .map(([key]) => key);
    expect(problems).toEqual([]);
  });

  it.each(NAMESPACES)('keeps the {{placeholders}} of %s', (ns) => {
    const english = new Map(
      flattenLocale(read('en', ns)).map(([key, value]) => [pluralBase(key), String(value)]),
    );
    const mismatches = flattenLocale(read(language, ns)).flatMap(([key, value]) => {
      const source = english.get(pluralBase(key));
      if (source === undefined || typeof value !== 'string') return [];
      const expected = placeholders(source);
      const actual = placeholders(value);
      // A plural form may leave out {{count}} ("one task"), but must not invent placeholders.
      const ok = isPluralKey(key)
        ? actual.every((name) => expected.includes(name))
        : actual.join() === expected.join();
      return ok
        ? []
        : [`${key}: expected ${expected.join(', ') || 'none'}, found ${actual.join(', ') || 'none'}`];
    });
    expect(mismatches).toEqual([]);
  });
});
