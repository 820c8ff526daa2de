import { lazy, Suspense, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { ProcessingOverlayContext, type ProcessingOverlayApi } from './processing-overlay-context.ts';
import { autoCloseDelay, CLOSED_OVERLAY, processingOverlayReducer } from './processing-overlay-state.ts';

// The overlay's UI loads only when something first opens it; the landing page never pays for it.
const ProcessingOverlayDialog = lazy(() => import('./processing-overlay-dialog.tsx'));

export function ProcessingOverlayProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(processingOverlayReducer, CLOSED_OVERLAY);

  const delay = state.open ? autoCloseDelay(state.status, state.autoClose) : null;
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => dispatch({ type: 'hide' }), delay);
    return () => clearTimeout(timer);
  }, [delay, state.status]);

  const api = useMemo<ProcessingOverlayApi>(
    () => ({
      state,
      show: (options) => dispatch({ type: 'show', options }),
      updateStep: (update) => dispatch({ type: 'step', update }),
      setProgress: (progress) => dispatch({ type: 'progress', progress }),
      succeed: (options) => dispatch({ type: 'success', options }),
      fail: (options) => dispatch({ type: 'error', options }),
      sync: (snapshot) => dispatch({ type: 'sync', snapshot }),
      hide: () => dispatch({ type: 'hide' }),
    }),
    [state],
  );

  return (
    <ProcessingOverlayContext value={api}>
      {children}
      {state.open ? (
        <Suspense fallback={null}>
          <ProcessingOverlayDialog state={state} onClose={api.hide} />
        </Suspense>
      ) : null}
    </ProcessingOverlayContext>
  );
}
