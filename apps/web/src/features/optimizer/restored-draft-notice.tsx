// Shown when the editor opens with edits kept from an earlier visit (draft-storage.ts): they are not lost, and
// the user can go back to the suggestions instead.
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

export function RestoredDraftNotice({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const { t } = useTranslation('app');
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl bg-accent/10 p-4 ring-1 ring-accent/30 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-start gap-2 text-sm">
        <History className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        {t('optimizer.draft.restored')}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onDiscard}>
          {t('optimizer.draft.discard')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onKeep}>
          {t('optimizer.draft.keep')}
        </Button>
      </div>
    </div>
  );
}
