// What to fix before publishing, each in a sentence with the values measured; warnings first.
import type { UploadFix } from '@vidcraft/contracts';
import { CircleCheck, Info, TriangleAlert, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fixText } from './fix-texts.ts';
import { Panel } from './panel.tsx';

export function FixesList({ fixes }: { fixes: readonly UploadFix[] }) {
  const { t, i18n } = useTranslation('uploads');
  const ordered = [...fixes].sort(
    (a, b) => Number(b.severity === 'warning') - Number(a.severity === 'warning'),
  );
  return (
    <Panel title={t('fixes.title')} icon={<Wrench aria-hidden />}>
      {ordered.length === 0 ? (
        <p className="flex items-center gap-2 text-sm">
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
          {t('fixes.none')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {ordered.map((fix, index) => (
            <li
              key={`${fix.id}-${index}`}
              data-fix={fix.id}
              className="flex items-start gap-2.5 rounded-xl bg-surface-raised p-3 text-sm ring-1 ring-line"
            >
              {fix.severity === 'warning' ? (
                <TriangleAlert
                  className="mt-0.5 size-4 shrink-0 text-warning"
                  aria-label={t('fixes.warning')}
                />
              ) : (
                <Info className="mt-0.5 size-4 shrink-0 text-info" aria-label={t('fixes.info')} />
              )}
              <span>{fixText(t, fix, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
