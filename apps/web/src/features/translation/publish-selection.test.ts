import { describe, expect, it } from 'vitest';
import {
  approvedLanguages,
  captionDays,
  defaultLanguageChoice,
  outcomeCounts,
  publishAllBody,
  publishBlock,
  publishOneBody,
} from './publish-selection.ts';
import { JOB_ID, attemptOf, jobOf, languageOf } from './translation-fixtures.ts';

const caption = (status: 'planned' | 'translated' | 'published', plannedDay: string | null) => ({
  source: 'engine' as const,
  status,
  cues: 40,
  body: null,
  plannedDay,
  youtubeCaptionId: null,
  error: null,
});

describe('publishing translations', () => {
  const job = jobOf({
    languages: [
      languageOf('de', { status: 'approved' }),
      languageOf('fr', { status: 'translated' }),
      languageOf('ja', { status: 'approved' }),
      languageOf('ko', { status: 'published' }),
      languageOf('it', { status: 'rejected' }),
    ],
  });

  it('"Publish all" takes the approved languages only (not the published, rejected or unreviewed)', () => {
    expect(approvedLanguages(job)).toEqual(['de', 'ja']);
    expect(approvedLanguages(jobOf({ languages: [languageOf('de')] }))).toEqual([]);
  });

  it('publishes one language only once it is approved, and not twice', () => {
    expect(publishBlock(job, 'de')).toBeNull();
    expect(publishBlock(job, 'fr')).toBe('notApproved');
    expect(publishBlock(job, 'it')).toBe('notApproved');
    expect(publishBlock(job, 'ko')).toBe('published');
    expect(publishBlock(job, 'zu')).toBe('notApproved');
  });

  it('sends the original’s language only for a video that has none on YouTube', () => {
    expect(publishOneBody(job, 'de', 'key', 'en')).toEqual({
      jobId: JOB_ID,
      language: 'de',
      idempotencyKey: 'key',
    });
    const bare = { ...job, needsDefaultLanguage: true };
    expect(publishOneBody(bare, 'de', 'key', 'en')).toEqual({
      jobId: JOB_ID,
      language: 'de',
      idempotencyKey: 'key',
      defaultLanguage: 'en',
    });
    expect(publishAllBody(job, 'key', 'en')).toEqual({
      jobIds: [JOB_ID],
      idempotencyKey: 'key',
      defaultLanguages: {},
    });
    expect(publishAllBody(bare, 'key', 'pt-PT')).toEqual({
      jobIds: [JOB_ID],
      idempotencyKey: 'key',
      defaultLanguages: { dQw4w9WgXcQ: 'pt-PT' },
    });
  });

  it('offers the job’s source language first when YouTube knows it', () => {
    expect(defaultLanguageChoice({ sourceLanguage: 'en' })).toBe('en');
    expect(defaultLanguageChoice({ sourceLanguage: 'iw' })).toBe('iw');
    expect(defaultLanguageChoice({ sourceLanguage: 'und' })).toBe('');
  });

  it('counts an attempt’s outcomes per language', () => {
    const attempt = attemptOf({
      languages: [
        { language: 'de', outcome: 'published', message: null },
        { language: 'ja', outcome: 'failed', message: 'Title too long' },
        { language: 'fr', outcome: 'skipped', message: 'not approved' },
        { language: 'it', outcome: 'published', message: null },
      ],
    });
    expect(outcomeCounts(attempt)).toEqual({ published: 2, failed: 1, skipped: 1 });
  });

  it('groups planned caption uploads by quota day, earliest first', () => {
    const planned = jobOf({
      languages: [
        languageOf('de', { caption: caption('planned', '2026-11-27') }),
        languageOf('fr', { caption: caption('planned', '2026-11-26') }),
        languageOf('ja', { caption: caption('planned', '2026-11-27') }),
        languageOf('ko', { caption: caption('published', '2026-11-25') }),
        languageOf('it', { caption: caption('translated', null) }),
      ],
    });
    expect(captionDays(planned)).toEqual([
      { day: '2026-11-26', languages: ['fr'] },
      { day: '2026-11-27', languages: ['de', 'ja'] },
    ]);
  });
});
