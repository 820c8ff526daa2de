// An engine as the creator should read it: its label, and for the sandbox's pseudo-localization a clear mark
// that its output is not a translation and can never reach live YouTube.
import type { TranslationEngineInfo } from '@vidcraft/contracts';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

export function EngineLabel({ engine }: { engine: TranslationEngineInfo }) {
  const { t } = useTranslation('translation');
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="font-medium">{engine.label}</span>
      {engine.pseudo ? (
        <Badge tone="warning">
          <FlaskConical aria-hidden />
          {t('engine.pseudo')}
        </Badge>
      ) : null}
    </span>
  );
}
