// Query keys of the translation tool (kept beside it; the app's shared table is app/query-keys.ts).
import type { TranslationRequest } from '@vidcraft/contracts';

export const translationKeys = {
  capabilities: ['translation-capabilities'] as const,
  estimate: (request: TranslationRequest | null) => ['translation-estimate', request] as const,
  jobs: ['translation-jobs'] as const,
  job: (id: string) => ['translation-jobs', 'one', id] as const,
  attempts: (id: string) => ['translation-publish-attempts', id] as const,
  glossary: (channelId: string) => ['translation-glossary', channelId] as const,
  review: (token: string) => ['translation-review', token] as const,
};
