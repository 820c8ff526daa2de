// What to fix before publishing, read off the measurements: each fix carries the values that back it, so the
// page can say "3.2 LU quieter than YouTube plays videos" in the creator's language.
import type { LoudnessView, MediaFactsView, TimeRange, UploadFix } from '@vidcraft/contracts';
import { SHORTS_MAX_SECONDS } from './media/probe.ts';

/** Quieter than this many LU under YouTube's reference and YouTube will not turn it up: it plays quiet. */
const TOO_QUIET_LU = 3;
/** Louder than the reference by this much: YouTube turns it down, and heavy limiting shows. */
const TOO_LOUD_LU = 4;
/** True peak above this clips after encoding. */
const CLIPPING_DBTP = -1;
/** Silence at the start longer than this loses viewers in the first seconds. */
const DEAD_AIR_SECONDS = 1.5;
/** A gap in the middle longer than this reads as a mistake. */
const LONG_GAP_SECONDS = 4;
/** Below this height YouTube shows no HD option. */
const HD_HEIGHT = 720;

export interface FixInputs {
  media: MediaFactsView;
  loudness: LoudnessView | null;
  silences: TimeRange[];
  speech: TimeRange[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function uploadFixes({ media, loudness, silences, speech }: FixInputs): UploadFix[] {
  const fixes: UploadFix[] = [];
  if (!media.audio) {
    fixes.push({ id: 'noAudio', severity: 'warning', atSeconds: null, values: {} });
  } else if (loudness) {
    const { integratedLufs, gapToYouTubeLu, truePeakDbtp } = loudness;
    if (integratedLufs !== null && gapToYouTubeLu !== null && gapToYouTubeLu >= TOO_QUIET_LU) {
      fixes.push({
        id: 'tooQuiet',
        severity: 'warning',
        atSeconds: null,
        values: { integratedLufs: round1(integratedLufs), gapLu: round1(gapToYouTubeLu) },
      });
    }
    if (integratedLufs !== null && gapToYouTubeLu !== null && -gapToYouTubeLu >= TOO_LOUD_LU) {
      fixes.push({
        id: 'tooLoud',
        severity: 'info',
        atSeconds: null,
        values: { integratedLufs: round1(integratedLufs), overLu: round1(-gapToYouTubeLu) },
      });
    }
    if (truePeakDbtp !== null && truePeakDbtp > CLIPPING_DBTP) {
      fixes.push({
        id: 'clipping',
        severity: 'warning',
        atSeconds: null,
        values: { truePeakDbtp: round1(truePeakDbtp) },
      });
    }
    const first = silences[0];
    if (first && first.start <= 0.05 && first.end >= DEAD_AIR_SECONDS) {
      fixes.push({
        id: 'deadAirStart',
        severity: 'warning',
        atSeconds: 0,
        values: { seconds: round1(first.end) },
      });
    }
    for (const gap of silences) {
      if (
        gap.start > 0.05 &&
        gap.end < media.durationSeconds - 0.05 &&
        gap.end - gap.start >= LONG_GAP_SECONDS
      ) {
        fixes.push({
          id: 'longSilence',
          severity: 'info',
          atSeconds: round1(gap.start),
          values: { start: round1(gap.start), seconds: round1(gap.end - gap.start) },
        });
      }
    }
    if (speech.length === 0) fixes.push({ id: 'noSpeech', severity: 'info', atSeconds: null, values: {} });
  }
  if (media.video && Math.min(media.video.width, media.video.height) < HD_HEIGHT) {
    fixes.push({
      id: 'lowResolution',
      severity: 'info',
      atSeconds: null,
      values: { width: media.video.width, height: media.video.height },
    });
  }
  if (media.video && !media.shortsEligible && media.video.height > media.video.width) {
    // Vertical but too long for Shorts: worth knowing before choosing the format.
    fixes.push({
      id: 'notShortsEligible',
      severity: 'info',
      atSeconds: null,
      values: { seconds: Math.round(media.durationSeconds), maxSeconds: SHORTS_MAX_SECONDS },
    });
  }
  return fixes;
}
