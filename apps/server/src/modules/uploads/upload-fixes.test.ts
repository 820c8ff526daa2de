import { describe, expect, it } from 'vitest';
import type { LoudnessView, MediaFactsView } from '@vidcraft/contracts';
import { uploadFixes } from './upload-fixes.ts';

const media = (patch: Partial<MediaFactsView> = {}): MediaFactsView => ({
  durationSeconds: 120,
  formatName: 'mov,mp4',
  sizeBytes: 1000,
  video: { codec: 'h264', width: 1920, height: 1080, frameRate: 30 },
  audio: { codec: 'aac', sampleRate: 48000, channels: 2 },
  shortsEligible: false,
  ...patch,
});
const loudness = (integratedLufs: number, truePeakDbtp = -3): LoudnessView => ({
  integratedLufs,
  truePeakDbtp,
  loudnessRangeLu: 5,
  gapToYouTubeLu: -14 - integratedLufs,
  referenceLufs: -14,
  strip: [],
  stepSeconds: 0.5,
});
const speech = [{ start: 3, end: 100 }];
const ids = (fixes: { id: string }[]) => fixes.map((f) => f.id);

describe('fixes before publishing', () => {
  it('finds nothing to fix in a file at YouTube’s loudness with speech and no long gaps', () => {
    expect(uploadFixes({ media: media(), loudness: loudness(-14), silences: [], speech })).toEqual([]);
  });

  it('says how much quieter than YouTube a quiet file is, with the measured values', () => {
    const [fix] = uploadFixes({ media: media(), loudness: loudness(-23.04), silences: [], speech });
    expect(fix).toEqual({
      id: 'tooQuiet',
      severity: 'warning',
      atSeconds: null,
      values: { integratedLufs: -23, gapLu: 9 },
    });
    expect(ids(uploadFixes({ media: media(), loudness: loudness(-16.9), silences: [], speech }))).toEqual([]);
  });

  it('flags a loud master, clipping peaks, dead air at the start and long gaps, each with its numbers', () => {
    const fixes = uploadFixes({
      media: media(),
      loudness: loudness(-8, 0.4),
      silences: [
        { start: 0, end: 2.5 },
        { start: 40, end: 46.2 },
        { start: 60, end: 62 },
      ],
      speech,
    });
    expect(fixes).toEqual([
      { id: 'tooLoud', severity: 'info', atSeconds: null, values: { integratedLufs: -8, overLu: 6 } },
      { id: 'clipping', severity: 'warning', atSeconds: null, values: { truePeakDbtp: 0.4 } },
      { id: 'deadAirStart', severity: 'warning', atSeconds: 0, values: { seconds: 2.5 } },
      { id: 'longSilence', severity: 'info', atSeconds: 40, values: { start: 40, seconds: 6.2 } },
    ]);
  });

  it('says when there is no audio, or no speech, and never both', () => {
    expect(
      ids(uploadFixes({ media: media({ audio: null }), loudness: null, silences: [], speech: [] })),
    ).toEqual(['noAudio']);
    expect(ids(uploadFixes({ media: media(), loudness: loudness(-14), silences: [], speech: [] }))).toEqual([
      'noSpeech',
    ]);
  });

  it('notes a low resolution and a vertical video too long for Shorts', () => {
    const fixes = uploadFixes({
      media: media({
        video: { codec: 'h264', width: 480, height: 854, frameRate: 30 },
        durationSeconds: 200.4,
      }),
      loudness: loudness(-14),
      silences: [],
      speech,
    });
    expect(fixes).toEqual([
      { id: 'lowResolution', severity: 'info', atSeconds: null, values: { width: 480, height: 854 } },
      {
        id: 'notShortsEligible',
        severity: 'info',
        atSeconds: null,
        values: { seconds: 200, maxSeconds: 180 },
      },
    ]);
  });
});
