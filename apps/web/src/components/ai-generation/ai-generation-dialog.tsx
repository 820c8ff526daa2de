import { Dialog as DialogPrimitive } from 'radix-ui';
import { Circle, CircleCheck, LoaderCircle, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Meter } from '../ui/meter.tsx';
import { visiblePercentage } from '../processing-overlay/processing-overlay-state.ts';
import { stepLabel } from '../processing-overlay/step-keys.ts';
import type { AiOverlayState, AiStep } from './ai-task-store.ts';

const STEP_ICON: Record<AiStep['status'], React.ReactNode> = {
  completed: <CircleCheck className="size-5 text-success" aria-hidden />,
  current: (
    <LoaderCircle className="size-5 animate-spin text-accent motion-reduce:animate-none" aria-hidden />
  ),
  pending: <Circle className="size-5 text-ink-muted" aria-hidden />,
};

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
            <DialogPrimitive.Title className="text-xl font-semibold">
              {state.title ?? t('ai.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-sm text-ink-muted">
              {state.currentStepDescription ?? t('ai.tasksRunning', { count: state.taskIds.length })}
            </DialogPrimitive.Description>
            <Meter value={state.progress} label={t('ai.progressLabel')} className="w-full" />
            {percentage !== null ? (
              <span className="text-xs text-ink-muted">{t('processing.percent', { value: percentage })}</span>
            ) : null}
            {state.steps.length > 0 ? (
              <ol className="grid w-full gap-3 text-start">
                {state.steps.map((step) => (
                  <li
                    key={step.id}
                    className="flex items-center gap-3"
                    aria-current={step.status === 'current' ? 'step' : undefined}
                  >
                    {STEP_ICON[step.status]}
                    <span
                      className={cn('text-sm font-medium', step.status === 'pending' && 'text-ink-muted')}
                    >
                      {step.label ?? stepLabel(t, step.id)}
                    </span>
                  </li>
                ))}
              </ol>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
