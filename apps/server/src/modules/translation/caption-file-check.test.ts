import { describe, expect, it } from 'vitest';
import { checkCaptionFile } from './caption-file-check.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkCaptionFile', () => {
  it('reads a clean SRT file into cues with their timing lines', () => {
    const srt =
      '1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Hello</i>\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nTwo\r\nlines\r\n';
    expect(checkCaptionFile(bytes(srt))).toEqual({
      format: 'srt',
      cues: [
        { startMs: 1000, endMs: 2500, text: 'Hello', line: 2 },
        { startMs: 3000, endMs: 4000, text: 'Two\nlines', line: 6 },
      ],
      issues: [],
    });
  });

  it('reports unreadable blocks and the cue rules with the line each starts on', () => {
    const vtt = [
      'WEBVTT - Cooking', // 1
      '', // 2
      'NOTE checked', // 3
      'by hand', // 4
      '', // 5
      '00:00:01.000 --> 00:00:03.000', // 6
      'Welcome', // 7
      '', // 8
      '00:00:02.000 --> 00:00:04.000', // 9 overlaps cue 0
      'Overlap', // 10
      '', // 11
      '00:00:05.000 -> 00:00:06.000', // 12 unreadable
      'Broken arrow', // 13
      '', // 14
      '00:00:08.000 --> 00:00:07.000', // 15 ends before it starts
      'Backwards', // 16
      '', // 17
      '00:00:06.500 --> 00:00:07.500', // 18 out of order
      'Early', // 19
    ].join('\n');
    const check = checkCaptionFile(bytes(vtt));
    expect(check.format).toBe('vtt');
    expect(check.cues.map((c) => c.line)).toEqual([6, 9, 15, 18]);
    expect(check.issues.map(({ line, code, cue, other }) => ({ line, code, cue, other }))).toEqual([
      { line: 9, code: 'overlap', cue: 1, other: 0 },
      { line: 12, code: 'unreadableBlock', cue: null, other: null },
      { line: 15, code: 'endNotAfterStart', cue: 2, other: null },
      { line: 18, code: 'outOfOrder', cue: 3, other: 2 },
    ]);
    expect(check.issues[1]!.excerpt).toBe('00:00:05.000 -> 00:00:06.000');
  });

  it('refuses what is not SRT or WebVTT, and text that is not UTF-8', () => {
    expect(checkCaptionFile(bytes('just words')).issues[0]).toMatchObject({
      line: 1,
      code: 'notACaptionFile',
    });
    expect(checkCaptionFile(bytes('0:00:01.000,0:00:02.000\nSBV\n')).issues[0]).toMatchObject({
      code: 'unsupportedFormat',
    });
    expect(checkCaptionFile(new Uint8Array([0xff, 0xfe, 0x41])).issues[0]).toMatchObject({ code: 'notUtf8' });
    expect(checkCaptionFile(bytes('WEBVTT\n\nNOTE nothing\n')).issues[0]).toMatchObject({ code: 'noCues' });
  });
});
