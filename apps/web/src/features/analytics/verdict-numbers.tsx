// The numbers behind a verdict, on demand: per window (7, 14, 28 days on each side), the effect with its likely
// range, and the video's and the rest of the channel's means per day before and after.
import { useTranslation } from 'react-i18next';
import type { VerdictView } from '@vidcraft/contracts';
import { formatNumber, formatPercent } from '../../lib/format.ts';
import { formatSignedEffect } from './verdict-text.ts';

export function VerdictNumbers({ verdict }: { verdict: VerdictView }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const value = (n: number | null) =>
    n === null
      ? '—'
      : verdict.metric === 'ctr'
        ? formatPercent(n, language)
        : formatNumber(Math.round(n), language);
  const TH = 'px-2 py-1.5 text-start font-medium';
  const TD = 'px-2 py-1.5 tabular-nums whitespace-nowrap';
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-ink-muted hover:text-ink">{t('verdict.numbers')}</summary>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[32rem]">
          <thead>
            <tr className="text-ink-muted">
              <th scope="col" className={TH}>
                {t('verdict.windowColumn')}
              </th>
              <th scope="col" className={TH}>
                {t('verdict.effect')}
              </th>
              <th scope="col" className={TH}>
                {t('verdict.interval')}
              </th>
              <th scope="col" className={TH}>
                {t('verdict.videoPerDay')}
              </th>
              <th scope="col" className={TH}>
                {t('verdict.channelPerDay')}
              </th>
            </tr>
          </thead>
          <tbody>
            {verdict.windows.map((w) => (
              <tr key={w.days} className="border-t border-line">
                <th scope="row" className={`${TH} whitespace-nowrap`}>
                  {t('verdict.window', { count: w.days })}
                </th>
                {w.effect === null ? (
                  <td className={TD} colSpan={4}>
                    {t('verdict.notJudged')}
                  </td>
                ) : (
                  <>
                    <td className={TD}>
                      {formatSignedEffect(w.effect, language)} · {t(`verdict.outcome.${w.outcome}`)}
                    </td>
                    <td className={TD}>
                      {formatSignedEffect(w.low ?? 0, language)} … {formatSignedEffect(w.high ?? 0, language)}
                    </td>
                    <td className={TD}>
                      {t('verdict.before')} {value(w.videoBefore)} → {t('verdict.after')}{' '}
                      {value(w.videoAfter)}
                    </td>
                    <td className={TD}>
                      {t('verdict.before')} {value(w.baselineBefore)} → {t('verdict.after')}{' '}
                      {value(w.baselineAfter)}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
