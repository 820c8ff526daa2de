import { describe, expect, it } from 'vitest';
import type { TranslationCapabilities } from '@vidcraft/contracts';
import {
  choiceGap,
  initialChoice,
  MAX_VIDEOS,
  requestOf,
  type TranslationChoice,
} from './translation-request.ts';

const capabilities = (patch: Partial<TranslationCapabilities> = {}): TranslationCapabilities => ({
  engines: [{ id: 'deepl', label: 'DeepL', pseudo: false }],
  defaultEngine: 'deepl',
  providerHelp: null,
  youtubeCaptionTranslation: true,
  languages: { core: ['de'], more: [] },
  presets: [],
  ...patch,
});

describe('the translation request', () => {
  it('starts with the title and description and the default engine', () => {
    expect(initialChoice(capabilities())).toEqual({
      videoIds: [],
      languages: [],
      metadata: true,
      captions: null,
      engine: 'deepl',
    });
  });

  it('with no engine, starts with captions through YouTube’s own translation', () => {
    const choice = initialChoice(
      capabilities({ engines: [], defaultEngine: null, providerHelp: 'Set DEEPL_API_KEY' }),
    );
    expect(choice).toMatchObject({ metadata: false, captions: 'youtube', engine: null });
  });

  it('says what is missing, first things first', () => {
    const ready: TranslationChoice = {
      videoIds: ['dQw4w9WgXcQ'],
      languages: ['de'],
      metadata: true,
      captions: null,
      engine: 'deepl',
    };
    expect(choiceGap(ready)).toBeNull();
    expect(choiceGap({ ...ready, videoIds: [] })).toBe('videos');
    expect(choiceGap({ ...ready, languages: [] })).toBe('languages');
    expect(choiceGap({ ...ready, metadata: false })).toBe('what');
    expect(choiceGap({ ...ready, engine: null })).toBe('engine');
    expect(choiceGap({ ...ready, engine: null, metadata: false, captions: 'youtube' })).toBeNull();
    expect(choiceGap({ ...ready, engine: null, metadata: false, captions: 'engine' })).toBe('engine');
    expect(choiceGap({ ...ready, videoIds: Array.from({ length: MAX_VIDEOS + 1 }, () => 'x') })).toBe(
      'tooManyVideos',
    );
  });

  it('is the contract’s request once the choice is complete', () => {
    expect(
      requestOf({
        videoIds: ['dQw4w9WgXcQ'],
        languages: ['de', 'ja'],
        metadata: false,
        captions: 'youtube',
        engine: null,
      }),
    ).toEqual({
      videoIds: ['dQw4w9WgXcQ'],
      languages: ['de', 'ja'],
      metadata: false,
      captions: { source: 'youtube' },
      engine: null,
    });
    expect(
      requestOf({ videoIds: [], languages: ['de'], metadata: true, captions: null, engine: 'deepl' }),
    ).toBeNull();
  });
});
