// The checks the channel's videos fail most, with the share of videos and how to fix each.
import type { ChannelAudit } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Meter } from '../../components/ui/meter.tsx';
import { checkFix, checkName, checkWhy } from '../../lib/check-texts.ts';

export function CommonIssues({ issues, total }: { issues: ChannelAudit['commonIssues']; total: number }) {
  const { t, i18n } = useTranslation('app');
  if (issues.length === 0) return <p className="text-sm text-ink-muted">{t('seoAudit.issues.none')}</p>;
  return (
    <ol className="grid gap-4">
      {issues.map((issue) => {
        const share = Math.round(issue.share * 100);
        return (
          <li key={issue.checkId} className="grid gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-sm font-semibold">{checkName(t, issue.checkId)}</h3>
              <span className="text-xs text-ink-muted tabular-nums">
                {t('seoAudit.issues.failing', {
                  failing: issue.failing.toLocaleString(i18n.language),
                  total: total.toLocaleString(i18n.language),
                  share,
                })}
              </span>
            </div>
            <Meter
              value={share}
              label={t('seoAudit.issues.shareLabel', { name: checkName(t, issue.checkId), share })}
              tone={share >= 50 ? 'danger' : 'warning'}
            />
            <p className="text-xs text-ink-muted">{checkWhy(t, issue.checkId)}</p>
            <p className="text-sm">
              <span className="font-semibold">{t('score.rubric.howToFix')} </span>
              {checkFix(t, { id: issue.checkId })}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
