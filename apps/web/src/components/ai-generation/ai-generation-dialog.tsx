import { Dialog as DialogPrimitive } from 'radix-ui';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { visiblePercentage } from '../processing-overlay/processing-overlay-state.ts';
import type { AiOverlayState } from './ai-task-store.ts';

export default function AiGenerationDialog({ state }: { state: AiOverlayState }) {
  const { t } = useTranslation('common');
  const percentage = visiblePercentage(state.progress);
  const preventClose = (event: Event) => event.preventDefault();
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[70] bg-page/90 backdrop-blur" />
        <DialogPrimitive.Content
          onEscapeKeyDown={preventClose}
          onPointerDownOutside={preventClose}
          aria-busy
          className="fixed inset-0 z-[70] flex items-center justify-center p-4 outline-none"
        >
          <div className="grid w-full max-w-sm justify-items-center gap-4 rounded-2xl bg-surface p-8 text-center shadow-2xl ring-1 ring-line">
            <Sparkles className="size-12 animate-pulse text-accent motion-reduce:animate-none" aria-hidden />
            <DialogPrimitive.Title className="text-xl font-semibold">{t('ai.title')}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-ink-muted">
              {state.currentStepDescription ?? t('ai.tasksRunning', { count: state.taskIds.length })}
            </DialogPrimitive.Description>
            <div
              role="progressbar"
              aria-label={t('ai.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(state.progress)}
              className="h-2 w-full overflow-hidden rounded-full bg-line"
            >
              <div
                className="h-full bg-accent-gradient transition-[width]"
                style={{ width: `${state.progress}%` }}
              />
            </div>
            {percentage !== null ? (
              <span className="text-xs text-ink-muted">{t('processing.percent', { value: percentage })}</span>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
