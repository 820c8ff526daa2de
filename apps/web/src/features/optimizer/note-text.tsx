// A suggestion note as text: in the interface language by its code, or as it came (free text, such as an AI
// provider's rationale, may be in any language and takes its own direction).
import type { SuggestionNote } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { noteText } from '../../lib/check-texts.ts';

export function NoteText({ note, className }: { note: SuggestionNote; className?: string }) {
  const { t } = useTranslation('app');
  const { text, translated } = noteText(t, note);
  if (!text) return null;
  return (
    <span dir={translated ? undefined : 'auto'} className={className}>
      {text}
    </span>
  );
}
