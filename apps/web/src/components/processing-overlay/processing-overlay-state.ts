// Processing overlay state (spec §3, §4, §9) as a pure reducer, so the transitions are testable without React.
import type { ComponentType } from 'react';

export type OverlayStatus = 'loading' | 'success' | 'error';
export type OverlayStepStatus = 'pending' | 'current' | 'completed';

export interface OverlayStep {
  id: string;
  /** Already-translated label; default steps are labelled from the `common` namespace at render time. */
  label?: string;
  description?: string;
  icon?: ComponentType<{ className?: string }>;
}

export interface AutoCloseOptions {
  /** Milliseconds after success before the overlay closes; 0 or less keeps it open. Default 1400. */
  success?: number;
  /** Milliseconds after an error before the overlay closes; 0 or less keeps it open. Default 1800. */
  error?: number;
}

export interface ProcessingOverlayState {
  open: boolean;
  status: OverlayStatus;
  title: string;
  description: string | null;
  currentStep: string | null;
  steps: readonly OverlayStep[];
  progress: number;
  currentStepDescription: string | null;
  allowClose: boolean;
  autoClose: AutoCloseOptions;
}

export const DEFAULT_STEP_IDS = [
  'initializing',
  'extracting',
  'analyzing',
  'finalizing',
  'completed',
] as const;
export const DEFAULT_STEPS: readonly OverlayStep[] = DEFAULT_STEP_IDS.map((id) => ({ id }));
export const AUTO_CLOSE_SUCCESS_MS = 1400;
export const AUTO_CLOSE_ERROR_MS = 1800;

export const CLOSED_OVERLAY: ProcessingOverlayState = {
  open: false,
  status: 'loading',
  title: '',
  description: null,
  currentStep: null,
  steps: [],
  progress: 0,
  currentStepDescription: null,
  allowClose: true,
  autoClose: {},
};

export interface ShowOptions {
  title: string;
  description?: string;
  steps?: readonly OverlayStep[];
  allowClose?: boolean;
  autoClose?: AutoCloseOptions;
}

export interface StepUpdate {
  step: string;
  description?: string;
  progress?: number;
}

export interface OutcomeOptions {
  title?: string;
  description?: string;
}

/** Everything at once, for progress that arrives as snapshots (job events). */
export interface OverlaySnapshot {
  status: OverlayStatus;
  steps?: readonly OverlayStep[];
  currentStep: string | null;
  progress: number;
  currentStepDescription?: string | null;
  description?: string | null;
}

export type OverlayAction =
  | { type: 'show'; options: ShowOptions }
  | { type: 'step'; update: StepUpdate }
  | { type: 'progress'; progress: number }
  | { type: 'success'; options?: OutcomeOptions }
  | { type: 'error'; options?: OutcomeOptions }
  | { type: 'sync'; snapshot: OverlaySnapshot }
  | { type: 'hide' };

export function clampProgress(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

function outcome(state: ProcessingOverlayState, options: OutcomeOptions | undefined) {
  return {
    title: options?.title ?? state.title,
    description: options?.description ?? state.description,
  };
}

export function processingOverlayReducer(
  state: ProcessingOverlayState,
  action: OverlayAction,
): ProcessingOverlayState {
  switch (action.type) {
    case 'show': {
      const steps = action.options.steps ?? DEFAULT_STEPS;
      return {
        ...CLOSED_OVERLAY,
        open: true,
        title: action.options.title,
        description: action.options.description ?? null,
        steps,
        currentStep: steps[0]?.id ?? null,
        allowClose: action.options.allowClose ?? true,
        autoClose: action.options.autoClose ?? {},
      };
    }
    case 'step':
      return {
        ...state,
        currentStep: action.update.step,
        currentStepDescription: action.update.description ?? state.currentStepDescription,
        progress:
          action.update.progress === undefined ? state.progress : clampProgress(action.update.progress),
      };
    case 'progress':
      return { ...state, progress: clampProgress(action.progress) };
    case 'success':
      return {
        ...state,
        ...outcome(state, action.options),
        status: 'success',
        currentStep: state.steps.at(-1)?.id ?? 'completed',
        progress: 100,
      };
    case 'error':
      return { ...state, ...outcome(state, action.options), status: 'error' };
    case 'sync': {
      const { snapshot } = action;
      return {
        ...state,
        open: true,
        status: snapshot.status,
        steps: snapshot.steps ?? state.steps,
        currentStep: snapshot.currentStep,
        progress: clampProgress(snapshot.progress),
        currentStepDescription: snapshot.currentStepDescription ?? null,
        description: snapshot.description === undefined ? state.description : snapshot.description,
      };
    }
    case 'hide':
      return {
        ...state,
        open: false,
        currentStep: null,
        steps: [],
        progress: 0,
        currentStepDescription: null,
      };
  }
}

/** How long until the overlay closes itself, or null if it should stay (loading, or disabled with ≤ 0). */
export function autoCloseDelay(status: OverlayStatus, options: AutoCloseOptions = {}): number | null {
  if (status === 'loading') return null;
  const delay =
    status === 'success'
      ? (options.success ?? AUTO_CLOSE_SUCCESS_MS)
      : (options.error ?? AUTO_CLOSE_ERROR_MS);
  return delay > 0 ? delay : null;
}

/** Steps before the current one show as completed, the current one as current (all completed on success). */
export function stepStatuses(
  steps: readonly OverlayStep[],
  currentStep: string | null,
  status: OverlayStatus,
): Array<OverlayStep & { status: OverlayStepStatus }> {
  const currentIndex = steps.findIndex((step) => step.id === currentStep);
  return steps.map((step, index) => {
    if (status === 'success') return { ...step, status: 'completed' };
    if (currentIndex === -1 || index > currentIndex) return { ...step, status: 'pending' };
    return { ...step, status: index < currentIndex ? 'completed' : 'current' };
  });
}

/** The percentage shown beside the bar: rounded, and only when above 0. */
export function visiblePercentage(progress: number): number | null {
  const rounded = Math.round(clampProgress(progress));
  return progress > 0 ? rounded : null;
}

export function canClose(state: Pick<ProcessingOverlayState, 'allowClose' | 'status'>): boolean {
  return state.allowClose && state.status !== 'loading';
}
