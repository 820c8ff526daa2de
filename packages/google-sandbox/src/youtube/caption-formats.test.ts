import { describe, expect, it } from 'vitest';
import { formatCues, parseCaptionFile } from './caption-formats.ts';

const cues = [
  { startMs: 1000, endMs: 3500, text: 'Hello and welcome back.' },
  { startMs: 3_661_250, endMs: 3_663_000, text: 'Two lines\nof text' },
];

describe('caption formats', () => {
  it('round-trips SRT, VTT and SBV', () => {
    for (const format of ['srt', 'vtt', 'sbv'] as const) {
      const parsed = parseCaptionFile(formatCues(cues, format, 'en'));
      expect(parsed?.format).toBe(format);
      expect(parsed?.cues).toEqual(cues);
    }
  });
  it('writes the exact SRT and VTT timing syntax', () => {
    expect(formatCues(cues, 'srt', 'en')).toContain('2\n01:01:01,250 --> 01:01:03,000\nTwo lines\nof text');
    expect(formatCues(cues, 'vtt', 'en')).toMatch(
      /^WEBVTT\nKind: captions\nLanguage: en\n\n00:00:01\.000 --> 00:00:03\.500/,
    );
    expect(formatCues(cues, 'ttml', 'en')).toContain(
      '<p begin="01:01:01.250" end="01:01:03.000">Two lines<br/>of text</p>',
    );
  });
  it('reads WebVTT character references as text and writes them back, keeping styling tags', () => {
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nTom &amp; Jerry &lt;3 &#x1F35D; <i>pasta</i>\n';
    const parsed = parseCaptionFile(vtt);
    expect(parsed?.cues[0]?.text).toBe('Tom & Jerry <3 🍝 <i>pasta</i>');
    expect(formatCues(parsed!.cues, 'vtt', 'en')).toContain('Tom &amp; Jerry &lt;3 🍝 <i>pasta</i>');
    expect(formatCues(parsed!.cues, 'srt', 'en')).toContain('Tom & Jerry <3 🍝 <i>pasta</i>');
  });
  it('rejects text that has no timed cues', () => {
    expect(parseCaptionFile('just a transcript without timings')).toBeNull();
  });
});
