// AI generation overlay state (spec §3 "AI overlay state", §4): a set of running task ids. The overlay shows
// while at least one task runs; beginning an id twice counts once.
import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../../lib/external-store.ts';
import { clampProgress } from '../processing-overlay/processing-overlay-state.ts';

export interface AiStep {
  id: string;
  label?: string;
  status: 'pending' | 'current' | 'completed';
}

export interface AiOverlayState {
  taskIds: readonly string[];
  /** What is being generated (already translated); the generic title when absent. */
  title: string | null;
  currentStep: string | null;
  progress: number;
  currentStepDescription: string | null;
  steps: readonly AiStep[];
}

export const IDLE_AI_STATE: AiOverlayState = {
  taskIds: [],
  title: null,
  currentStep: null,
  progress: 0,
  currentStepDescription: null,
  steps: [],
};

export interface AiProgressUpdate {
  title?: string;
  currentStep?: string;
  progress?: number;
  currentStepDescription?: string;
  steps?: readonly AiStep[];
}

export function createAiTaskStore() {
  const store = createExternalStore<AiOverlayState>(IDLE_AI_STATE);
  return {
    get: store.get,
    subscribe: store.subscribe,
    beginTask(id: string) {
      store.set((state) =>
        state.taskIds.includes(id)
          ? state
          : { ...state, taskIds: [...state.taskIds, id], currentStep: 'initializing', progress: 0 },
      );
    },
    endTask(id: string) {
      store.set((state) =>
        state.taskIds.includes(id)
          ? { ...IDLE_AI_STATE, taskIds: state.taskIds.filter((task) => task !== id) }
          : state,
      );
    },
    update(update: AiProgressUpdate) {
      store.set((state) =>
        state.taskIds.length === 0
          ? state
          : {
              ...state,
              ...update,
              progress: update.progress === undefined ? state.progress : clampProgress(update.progress),
            },
      );
    },
  };
}

export type AiTaskStore = ReturnType<typeof createAiTaskStore>;

export const aiTasks: AiTaskStore = createAiTaskStore();

export function useAiTasks(store: AiTaskStore = aiTasks): AiOverlayState {
  return useSyncExternalStore(store.subscribe, store.get, () => IDLE_AI_STATE);
}

/** Build flag: VITE_AI_OVERLAY=off builds the app without the AI overlay (spec §2). */
export const AI_OVERLAY_ENABLED = import.meta.env.VITE_AI_OVERLAY !== 'off';
