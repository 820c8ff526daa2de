// Answers shaped like the server's, for the translation tool's tests (never imported by the app).
import type { LanguageTranslation, PublishAttempt, TranslationJob } from '@vidcraft/contracts';

export const JOB_ID = '0b5c3a9e-49a4-4f0e-8d7e-1b2c3d4e5f60';
export const OTHER_JOB_ID = '7d0c1f52-5f0e-4d5b-9a51-2f3a4c5d6e7f';

export function languageOf(language: string, patch: Partial<LanguageTranslation> = {}): LanguageTranslation {
  return {
    id: `${language}-id`,
    language,
    status: 'translated',
    title: `Title in ${language}`,
    description: `Description in ${language}`,
    backTranslation: { title: 'Back title', description: 'Back description' },
    check: { titleCodePoints: 14, descriptionBytes: 20, problems: [] },
    repairs: [],
    error: null,
    flag: null,
    caption: null,
    edits: [],
    reviewedBy: null,
    publishedAt: null,
    updatedAt: '2026-11-25T10:00:00.000Z',
    ...patch,
  };
}

export function jobOf(patch: Partial<TranslationJob> = {}): TranslationJob {
  return {
    id: JOB_ID,
    videoId: 'dQw4w9WgXcQ',
    videoTitle: 'How to sharpen a chisel',
    videoThumbnailUrl: null,
    channelId: 'UCalexmakes000000000000',
    sourceLanguage: 'en',
    needsDefaultLanguage: false,
    engine: { id: 'deepl', label: 'DeepL', pseudo: false },
    metadata: true,
    captionSource: null,
    status: 'done',
    jobRunId: null,
    error: null,
    languages: [languageOf('de'), languageOf('ja')],
    invites: [],
    createdAt: '2026-11-25T10:00:00.000Z',
    ...patch,
  };
}

export function attemptOf(patch: Partial<PublishAttempt> = {}): PublishAttempt {
  return {
    id: 'attempt-1',
    jobId: JOB_ID,
    kind: 'metadata',
    status: 'succeeded',
    languages: [{ language: 'de', outcome: 'published', message: null }],
    historyEntryId: 'history-1',
    units: 52,
    error: null,
    createdAt: '2026-11-25T11:00:00.000Z',
    ...patch,
  };
}
