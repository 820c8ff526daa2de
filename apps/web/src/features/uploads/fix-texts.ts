// A fix as a sentence in the interface language, with the values the server measured: loudness with one decimal
// and its sign, lengths of time in words ("2.5 seconds", with the language's own plural), positions as m:ss.
import type { UploadFix } from '@vidcraft/contracts';
import type { TFunction } from 'i18next';
import { formatClock, formatOneDecimal, formatSeconds } from './upload-format.ts';

function value(fix: UploadFix, name: string): number {
  return fix.values[name] ?? 0;
}

export function fixText(t: TFunction<'uploads'>, fix: UploadFix, language: string): string {
  const one = (name: string) => formatOneDecimal(value(fix, name), language);
  const seconds = (name: string) => formatSeconds(value(fix, name), language);
  switch (fix.id) {
    case 'noAudio':
      return t('fixes.items.noAudio');
    case 'tooQuiet':
      return t('fixes.items.tooQuiet', { integratedLufs: one('integratedLufs'), gapLu: one('gapLu') });
    case 'tooLoud':
      return t('fixes.items.tooLoud', { integratedLufs: one('integratedLufs'), overLu: one('overLu') });
    case 'clipping':
      return t('fixes.items.clipping', { truePeakDbtp: one('truePeakDbtp') });
    case 'deadAirStart':
      return t('fixes.items.deadAirStart', { seconds: seconds('seconds') });
    case 'longSilence':
      return t('fixes.items.longSilence', {
        seconds: seconds('seconds'),
        start: formatClock(value(fix, 'start')),
      });
    case 'noSpeech':
      return t('fixes.items.noSpeech');
    case 'lowResolution':
      return t('fixes.items.lowResolution', {
        width: String(value(fix, 'width')),
        height: String(value(fix, 'height')),
      });
    case 'notShortsEligible':
      return t('fixes.items.notShortsEligible', {
        seconds: formatClock(value(fix, 'seconds')),
        maxSeconds: formatClock(value(fix, 'maxSeconds') || 180),
      });
  }
}
