// Pure helpers over translation files, shared by the locale test and the prerender step.
export type LocaleTree = { [key: string]: string | LocaleTree };

export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_PATTERN = new RegExp(`_(${PLURAL_SUFFIXES.join('|')})$`);

/** Every leaf as [dotted key, value]; non-string leaves are kept so a test can complain about them. */
export function flattenLocale(tree: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? flattenLocale(value, prefix ? `${prefix}.${key}` : key)
      : [[prefix ? `${prefix}.${key}` : key, value] as [string, unknown]],
  );
}

/** "ai.tasksRunning_one" → "ai.tasksRunning"; other keys unchanged. */
export function pluralBase(key: string): string {
  return key.replace(PLURAL_PATTERN, '');
}

export function isPluralKey(key: string): boolean {
  return PLURAL_PATTERN.test(key);
}

/** The plural categories a language needs, e.g. ["one", "other"] for English, six for Arabic. */
export function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories];
}

/** The {{placeholders}} in a string, sorted and deduplicated. */
export function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] ?? ''))].sort();
}

/**
 * Keys the English tree has that `language` lacks. A plural key counts as present when the language has
 * every plural form its grammar needs (Intl.PluralRules), whatever forms English uses.
 */
export function missingKeys(english: unknown, translated: unknown, language: string): string[] {
  const own = new Map(flattenLocale(translated));
  const missing = new Set<string>();
  for (const [key] of flattenLocale(english)) {
    if (!isPluralKey(key)) {
      if (typeof own.get(key) !== 'string' || own.get(key) === '') missing.add(key);
      continue;
    }
    for (const category of pluralCategories(language)) {
      const needed = `${pluralBase(key)}_${category}`;
      if (typeof own.get(needed) !== 'string' || own.get(needed) === '') missing.add(needed);
    }
  }
  return [...missing].sort();
}
