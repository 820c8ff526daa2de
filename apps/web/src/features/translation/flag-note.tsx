// Why a language is flagged (few people online speak it, or it is a variant of the video's own language):
// shown with a visible mark wherever the language appears — flagged, never hidden.
import type { TranslationEstimate } from '@vidcraft/contracts';
import type { TFunction } from 'i18next';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { languageName } from './language-names.ts';

/** Why a language is unlikely to draw an audience (the contract's LanguageFlag). */
export type LanguageFlag = TranslationEstimate['flags'][number];

export function flagText(t: TFunction<'translation'>, flag: LanguageFlag, interfaceLanguage: string): string {
  const language = languageName(flag.language, interfaceLanguage);
  return flag.reason === 'sameAsSource'
    ? t('flags.sameAsSource', { language })
    : t('flags.smallOnlineAudience', { language });
}

export function FlagNote({ flag, compact = false }: { flag: LanguageFlag; compact?: boolean }) {
  const { t, i18n } = useTranslation('translation');
  return (
    <span className={cn('flex items-start gap-1 text-warning', compact ? 'text-xs' : 'text-sm')}>
      <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-label={t('flags.mark')} role="img" />
      <span>{flagText(t, flag, i18n.language)}</span>
    </span>
  );
}
