import { createContext, useContext } from 'react';
import type {
  OutcomeOptions,
  OverlaySnapshot,
  ProcessingOverlayState,
  ShowOptions,
  StepUpdate,
} from './processing-overlay-state.ts';

export interface ProcessingOverlayApi {
  state: ProcessingOverlayState;
  show: (options: ShowOptions) => void;
  updateStep: (update: StepUpdate) => void;
  setProgress: (progress: number) => void;
  succeed: (options?: OutcomeOptions) => void;
  fail: (options?: OutcomeOptions) => void;
  sync: (snapshot: OverlaySnapshot) => void;
  hide: () => void;
}

export const ProcessingOverlayContext = createContext<ProcessingOverlayApi | null>(null);

export const OUTSIDE_PROVIDER_MESSAGE =
  'useProcessingOverlay must be used within a ProcessingOverlayProvider';

export function useProcessingOverlay(): ProcessingOverlayApi {
  const api = useContext(ProcessingOverlayContext);
  if (!api) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return api;
}
