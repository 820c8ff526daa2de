// Full-screen overlay while AI tasks run (spec §2): a task counter, the current step and progress.
import { lazy, Suspense } from 'react';
import { AI_OVERLAY_ENABLED, useAiTasks } from './ai-task-store.ts';

const AiGenerationDialog = lazy(() => import('./ai-generation-dialog.tsx'));

export function AiGenerationOverlay() {
  const state = useAiTasks();
  if (!AI_OVERLAY_ENABLED || state.taskIds.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AiGenerationDialog state={state} />
    </Suspense>
  );
}
