// The start-up steps (spec §3 "Initialization step", §4 "Initialization") as a small observable store.
import { createExternalStore } from '../lib/external-store.ts';
import { isTimeoutError } from '../lib/fetch-with-timeout.ts';

export const INIT_STEP_NAMES = ['config', 'i18n', 'auth'] as const;
export type InitStepName = (typeof INIT_STEP_NAMES)[number];
export type InitStepStatus = 'pending' | 'loading' | 'completed' | 'failed';
export type InitStage = InitStepName | 'timeout';

export interface InitStep {
  name: InitStepName;
  status: InitStepStatus;
  startTime: number | null;
  endTime: number | null;
  error: string | null;
  stage: InitStage | null;
}

export interface InitError {
  message: string;
  stage: InitStage;
}

export interface InitState {
  steps: Record<InitStepName, InitStep>;
  /** A failure that blocks the app (translations); shown on the Initialization Error screen. */
  error: InitError | null;
  ready: boolean;
}

const BLOCKING_STEPS: ReadonlySet<InitStepName> = new Set(['i18n']);

function initialSteps(): Record<InitStepName, InitStep> {
  const step = (name: InitStepName): InitStep => ({
    name,
    status: 'pending',
    startTime: null,
    endTime: null,
    error: null,
    stage: null,
  });
  return { config: step('config'), i18n: step('i18n'), auth: step('auth') };
}

const isFinished = (step: InitStep) => step.status === 'completed' || step.status === 'failed';

/** Ready when translations are in and every step has finished (spec §4). */
export function isInitReady(steps: Record<InitStepName, InitStep>): boolean {
  return steps.i18n.status === 'completed' && INIT_STEP_NAMES.every((name) => isFinished(steps[name]));
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createInitStore(now: () => number = Date.now) {
  const store = createExternalStore<InitState>({ steps: initialSteps(), error: null, ready: false });

  const updateStep = (name: InitStepName, patch: Partial<InitStep>, error?: InitError) =>
    store.set((state) => {
      const steps = { ...state.steps, [name]: { ...state.steps[name], ...patch } };
      const nextError = error ?? state.error;
      return { steps, error: nextError, ready: state.ready || (!nextError && isInitReady(steps)) };
    });

  return {
    get: store.get,
    subscribe: store.subscribe,
    start: (name: InitStepName) => updateStep(name, { status: 'loading', startTime: now() }),
    complete: (name: InitStepName) => updateStep(name, { status: 'completed', endTime: now() }),
    fail(name: InitStepName, cause: unknown) {
      const stage: InitStage = isTimeoutError(cause) ? 'timeout' : name;
      const message = errorMessage(cause);
      const blocking = BLOCKING_STEPS.has(name) ? { message, stage } : undefined;
      updateStep(name, { status: 'failed', endTime: now(), error: message, stage }, blocking);
    },
    /** Records a failure that is not tied to one step (the overall safety time-out). */
    failAll: (message: string) =>
      store.set((state) =>
        state.ready || state.error ? state : { ...state, error: { message, stage: 'timeout' } },
      ),
    /** "Continue Offline": clear the error and let the app run on fallback texts. */
    continueOffline: () => store.set((state) => ({ ...state, error: null, ready: true })),
  };
}

export type InitStore = ReturnType<typeof createInitStore>;
