// Data a prerendered page carries for hydration, in a non-executable JSON script element (CSP allows it).
import type { Resource } from 'i18next';
import { isLanguageCode, type LanguageCode } from '../i18n/languages.ts';

export const BOOT_DATA_ELEMENT_ID = 'vc-boot';

export interface BootData {
  language: LanguageCode;
  /** The page language's translations (plus English when the language still misses keys). */
  resources: Resource;
}

export function readBootData(doc: Document = document): BootData | null {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<BootData>;
    return isLanguageCode(data.language) && data.resources
      ? { language: data.language, resources: data.resources }
      : null;
  } catch {
    return null;
  }
}
