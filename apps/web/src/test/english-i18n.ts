// An i18next instance with the real English texts, for component tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_NAMESPACES, createI18n } from '../i18n/create-i18n.ts';

export function englishI18n() {
  const dir = join(import.meta.dirname, '../../public/locales/en');
  const en = Object.fromEntries(
    ALL_NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(dir, `${ns}.json`), 'utf8'))]),
  );
  return createI18n({ language: 'en', resources: { en }, http: false });
}
