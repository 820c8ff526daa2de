// A caption file the creator uploads (SRT or WebVTT; SBV too) as a transcript in the engines' shape, read by
// the project's caption reader (subsrt-ts, decision 027), which strips styling tags and skips NOTE/STYLE
// blocks. Not an engine: the times are the creator's, so the transcript is exact, not rough.
import { parseCaptionFile } from '../../translation/caption-file.ts';
import { joinSegmentText, type Transcript } from './transcriber.ts';

export const CAPTION_FILE_ENGINE = 'caption-file';

/**
 * The cues of `body` as segments in seconds (a cue's lines joined by a space). Throws NotACaptionFileError
 * for anything that is not a caption file; `language` is what the creator said the captions are in.
 */
export function captionFileTranscript(
  body: string,
  options: { language?: string | undefined } = {},
): Transcript {
  const { cues } = parseCaptionFile(body);
  const segments = cues.map((cue) => ({
    start: cue.startMs / 1000,
    end: cue.endMs / 1000,
    text: cue.text.split('\n').join(' '),
  }));
  return {
    language: options.language ?? 'und',
    text: joinSegmentText(segments),
    segments,
    engine: CAPTION_FILE_ENGINE,
    rough: false,
  };
}
