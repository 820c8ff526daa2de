// Typed translation keys: i18next checks every `t()` key against the English files (see keys.ts). With
// `strictKeyChecks`, a `defaultValue` does not excuse an unknown key either.
import type { EnglishResources } from './keys.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'Index';
    strictKeyChecks: true;
    resources: EnglishResources;
  }
}
