// The full-screen processing modal (spec §2 "Overlays"): status icon, title, description, progress with a
// rounded percentage above 0, the steps, and Close only when closing is allowed and work has finished.
import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Circle, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { Meter } from '../ui/meter.tsx';
import {
  canClose,
  stepStatuses,
  visiblePercentage,
  type OverlayStepStatus,
  type ProcessingOverlayState,
} from './processing-overlay-state.ts';
import { stepDescription, stepLabel } from './step-keys.ts';

const STATUS_ICON = {
  loading: (
    <LoaderCircle className="size-12 animate-spin text-accent motion-reduce:animate-none" aria-hidden />
  ),
  success: <CircleCheck className="size-12 text-success" aria-hidden />,
  error: <CircleX className="size-12 text-danger" aria-hidden />,
};

const STEP_ICON: Record<OverlayStepStatus, ReactNode> = {
  completed: <CircleCheck className="size-5 text-success" aria-hidden />,
  current: (
    <LoaderCircle className="size-5 animate-spin text-accent motion-reduce:animate-none" aria-hidden />
  ),
  pending: <Circle className="size-5 text-ink-muted" aria-hidden />,
};

interface Props {
  state: ProcessingOverlayState;
  onClose: () => void;
}

export default function ProcessingOverlayDialog({ state, onClose }: Props) {
  const { t } = useTranslation('common');
  const closable = canClose(state);
  const percentage = visiblePercentage(state.progress);
  const steps = stepStatuses(state.steps, state.currentStep, state.status);
  const blockDismiss = (event: Event) => (closable ? undefined : event.preventDefault());

  return (
    <DialogPrimitive.Root
      open={state.open}
      onOpenChange={(open) => (open || !closable ? undefined : onClose())}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-page/90 backdrop-blur" />
        <DialogPrimitive.Content
          onEscapeKeyDown={blockDismiss}
          onPointerDownOutside={blockDismiss}
          aria-busy={state.status === 'loading'}
          className="fixed inset-0 z-[60] flex items-center justify-center p-4 outline-none"
        >
          <div className="grid w-full max-w-md gap-6 rounded-2xl bg-surface p-6 text-center shadow-2xl ring-1 ring-line">
            <div className="flex justify-center">{STATUS_ICON[state.status]}</div>
            <div className="grid gap-2">
              <DialogPrimitive.Title className="text-xl font-semibold">{state.title}</DialogPrimitive.Title>
              <DialogPrimitive.Description className="text-sm text-ink-muted">
                {state.description ?? t(`processing.status.${state.status}`)}
              </DialogPrimitive.Description>
            </div>
            {state.status === 'loading' || state.progress > 0 ? (
              <div className="grid gap-1">
                <Meter value={state.progress} label={t('processing.progressLabel')} />
                {percentage !== null ? (
                  <span className="text-end text-xs text-ink-muted">
                    {t('processing.percent', { value: percentage })}
                  </span>
                ) : null}
              </div>
            ) : null}
            {steps.length > 0 ? (
              <ol className="grid gap-3 text-start">
                {steps.map((step) => (
                  <li
                    key={step.id}
                    className="flex items-start gap-3"
                    aria-current={step.status === 'current' ? 'step' : undefined}
                  >
                    {step.icon ? (
                      <step.icon className="size-5 text-ink-muted" />
                    ) : step.status === 'current' && state.status === 'error' ? (
                      <CircleX className="size-5 text-danger" aria-hidden />
                    ) : (
                      STEP_ICON[step.status]
                    )}
                    <div className={cn('grid', step.status === 'pending' && 'text-ink-muted')}>
                      <span className="text-sm font-medium">{step.label ?? stepLabel(t, step.id)}</span>
                      {step.status === 'current' ? (
                        <span className="text-xs text-ink-muted">
                          {state.currentStepDescription ?? step.description ?? stepDescription(t, step.id)}
                        </span>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
            ) : null}
            {closable ? (
              <DialogPrimitive.Close asChild>
                <Button variant="secondary">{t('actions.close')}</Button>
              </DialogPrimitive.Close>
            ) : null}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
