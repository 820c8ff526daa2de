import { describe, expect, it } from 'vitest';
import { parseCaptionCues } from './caption-cues.ts';

describe('parseCaptionCues', () => {
  it('reads WebVTT with notes, settings and tags', () => {
    const vtt = `WEBVTT

NOTE machine translated

00:00.500 --> 00:04.000 align:start
<v Maya>Welcome back to the <i>kitchen</i>.

00:04.000 --> 00:09.250
Today: cacio e pepe.

1:02:03.000 --> 1:02:05.000
Late cue`;
    expect(parseCaptionCues(vtt)).toEqual([
      { startSeconds: 0.5, endSeconds: 4, text: 'Welcome back to the kitchen.' },
      { startSeconds: 4, endSeconds: 9.25, text: 'Today: cacio e pepe.' },
      { startSeconds: 3723, endSeconds: 3725, text: 'Late cue' },
    ]);
  });

  it('reads SRT', () => {
    const srt = `1\r\n00:00:01,000 --> 00:00:03,500\r\nHola a todos\r\n\r\n2\r\n00:00:03,500 --> 00:00:06,000\r\nHoy cocinamos\r\nen la playa\r\n`;
    expect(parseCaptionCues(srt)).toEqual([
      { startSeconds: 1, endSeconds: 3.5, text: 'Hola a todos' },
      { startSeconds: 3.5, endSeconds: 6, text: 'Hoy cocinamos en la playa' },
    ]);
  });

  it('ignores garbage', () => {
    expect(parseCaptionCues('not a caption file')).toEqual([]);
  });
});
