// The keywords the channel's titles and tags share, with how many videos use each and their views together.
import type { ChannelAudit } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatNumber } from '../../lib/format.ts';

export function KeywordTable({ keywords }: { keywords: ChannelAudit['keywords'] }) {
  const { t, i18n } = useTranslation('app');
  if (keywords.length === 0) return <p className="text-sm text-ink-muted">{t('seoAudit.keywords.none')}</p>;
  const most = Math.max(1, ...keywords.map((keyword) => keyword.views));
  return (
    <table className="w-full text-sm">
      <thead className="text-xs text-ink-muted">
        <tr>
          <th scope="col" className="py-1.5 text-start font-medium">
            {t('seoAudit.keywords.keyword')}
          </th>
          <th scope="col" className="py-1.5 text-end font-medium">
            {t('seoAudit.keywords.videos')}
          </th>
          <th scope="col" className="py-1.5 text-end font-medium">
            {t('seoAudit.keywords.views')}
          </th>
        </tr>
      </thead>
      <tbody>
        {keywords.map((keyword) => (
          <tr key={keyword.keyword} className="border-t border-line/60">
            <td className="py-2 pe-3">
              <span dir="auto" className="font-medium">
                {keyword.keyword}
              </span>
              <span
                className="mt-1 block h-1 rounded-full bg-accent/60"
                style={{ width: `${Math.max(2, (keyword.views / most) * 100)}%` }}
                aria-hidden
              />
            </td>
            <td className="py-2 text-end tabular-nums">{formatNumber(keyword.videos, i18n.language)}</td>
            <td className="py-2 text-end tabular-nums" title={formatNumber(keyword.views, i18n.language)}>
              {formatCompact(keyword.views, i18n.language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
