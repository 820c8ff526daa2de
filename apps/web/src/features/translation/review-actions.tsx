// Approve or reject a translation. Approving is refused, with the reason beside the button, while the text
// breaks one of YouTube's rules, while edits are unsaved, or while there is nothing translated yet.
import type { LanguageTranslation } from '@vidcraft/contracts';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import type { Decision } from './translation-api.ts';

export type ApproveBlock = 'problems' | 'unsaved' | 'notTranslated' | 'published' | null;

export function approveBlock(
  translation: Pick<LanguageTranslation, 'status' | 'check'>,
  dirty: boolean,
): ApproveBlock {
  if (translation.status === 'queued' || translation.status === 'failed') return 'notTranslated';
  if (translation.status === 'published') return 'published';
  if (translation.check.problems.length > 0) return 'problems';
  if (dirty) return 'unsaved';
  return null;
}

interface Props {
  translation: LanguageTranslation;
  dirty: boolean;
  onDecide: (decision: Decision) => void;
  pending: Decision | null;
  error: unknown;
}

export function ReviewActions({ translation, dirty, onDecide, pending, error }: Props) {
  const { t } = useTranslation('translation');
  const reasonId = useId();
  const block = approveBlock(translation, dirty);
  const approved = translation.status === 'approved';
  const rejected = translation.status === 'rejected';
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={approved ? 'secondary' : 'primary'}
          disabled={block !== null || approved || pending !== null}
          aria-describedby={block ? reasonId : undefined}
          onClick={() => onDecide('approve')}
        >
          <ThumbsUp aria-hidden />
          {pending === 'approve'
            ? t('review.approving')
            : approved
              ? t('review.approved')
              : t('review.approve')}
        </Button>
        <Button
          size="sm"
          variant="dangerGhost"
          disabled={
            rejected ||
            pending !== null ||
            translation.status === 'queued' ||
            translation.status === 'published'
          }
          onClick={() => onDecide('reject')}
        >
          <ThumbsDown aria-hidden />
          {pending === 'reject'
            ? t('review.rejecting')
            : rejected
              ? t('review.rejected')
              : t('review.reject')}
        </Button>
      </div>
      {block ? (
        <p id={reasonId} className="text-xs text-ink-muted">
          {t(`review.blocked.${block}`)}
        </p>
      ) : null}
      {error ? <ErrorNote>{error instanceof Error ? error.message : t('review.failed')}</ErrorNote> : null}
    </div>
  );
}
