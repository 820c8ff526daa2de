import { describe, expect, it } from 'vitest';
import { NotACaptionFileError } from '../../translation/caption-file.ts';
import { captionFileTranscript } from './caption-file-transcript.ts';

const SRT = [
  '1',
  '00:00:01,000 --> 00:00:03,500',
  'Welcome to the <i>kitchen</i>.',
  '',
  '2',
  '00:00:04,250 --> 00:00:07,000',
  'Today we bake bread',
  'with flour and water.',
  '',
  '3',
  '01:02:03,004 --> 01:02:05,000',
  'See you next time!',
  '',
].join('\r\n');

const VTT = [
  'WEBVTT',
  'Kind: captions',
  'Language: en',
  '',
  'NOTE written by the creator',
  '',
  '00:00.500 --> 00:02.000 align:start',
  '<v Ana>Hello &amp; welcome</v>',
  '',
  '00:00:02.000 --> 00:00:04.750',
  'Let’s <c.yellow>start</c>.',
  '',
].join('\n');

describe('captionFileTranscript', () => {
  it('turns an SRT file into timed segments in seconds, tags removed and a cue’s lines joined', () => {
    expect(captionFileTranscript(SRT, { language: 'en' })).toEqual({
      language: 'en',
      text: 'Welcome to the kitchen. Today we bake bread with flour and water. See you next time!',
      segments: [
        { start: 1, end: 3.5, text: 'Welcome to the kitchen.' },
        { start: 4.25, end: 7, text: 'Today we bake bread with flour and water.' },
        { start: 3723.004, end: 3725, text: 'See you next time!' },
      ],
      engine: 'caption-file',
      rough: false,
    });
  });

  it('turns a WebVTT file into segments, skipping header lines and NOTE blocks', () => {
    const transcript = captionFileTranscript(VTT);
    expect(transcript.segments).toEqual([
      { start: 0.5, end: 2, text: 'Hello & welcome' },
      { start: 2, end: 4.75, text: 'Let’s start.' },
    ]);
    expect(transcript.language).toBe('und');
    expect(transcript.text).toBe('Hello & welcome Let’s start.');
  });

  it('refuses a file that is not captions', () => {
    expect(() => captionFileTranscript('just some notes\nabout the video')).toThrow(NotACaptionFileError);
  });
});
