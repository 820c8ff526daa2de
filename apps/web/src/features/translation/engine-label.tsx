// An engine as the creator should read it: its label, and for the sandbox's pseudo-localization a clear mark
// that its output is not a translation and can never reach live YouTube (a mark that wraps on a phone).
import type { TranslationEngineInfo } from '@vidcraft/contracts';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function EngineLabel({ engine }: { engine: TranslationEngineInfo }) {
  const { t } = useTranslation('translation');
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-medium">{engine.label}</span>
      {engine.pseudo ? (
        <span className="inline-flex min-w-0 items-start gap-1 rounded-lg bg-warning/10 px-2 py-0.5 text-start text-xs font-medium text-warning ring-1 ring-warning/30 ring-inset">
          <FlaskConical className="mt-0.5 size-3 shrink-0" aria-hidden />
          {t('engine.pseudo')}
        </span>
      ) : null}
    </span>
  );
}
