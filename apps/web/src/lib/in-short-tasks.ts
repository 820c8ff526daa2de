// Work on a list of items spread over several short tasks instead of one long one: a slow phone counts every
// task over 50 ms as blocking the page (Lighthouse's total blocking time).

/** Items handled per task where the browser cannot say how much idle time is left. */
const PER_TASK = 4;
/** At most this long per idle period: a browser may offer up to 50 ms, and a slow phone takes four times longer. */
const SLICE_MS = 5;

/**
 * Calls `work` for each item in order: in the browser's idle periods while they last, up to SLICE_MS each (at
 * least one item), or a few items per task without `requestIdleCallback`. `timeoutMs` bounds how long a slice may
 * wait for idle.
 */
export function inShortTasks<T>(items: readonly T[], work: (item: T) => void, timeoutMs?: number): void {
  let next = 0;
  const slice = (deadline?: IdleDeadline) => {
    const end = performance.now() + SLICE_MS;
    do {
      work(items[next++]!);
    } while (
      next < items.length &&
      (deadline && !deadline.didTimeout
        ? deadline.timeRemaining() > 2 && performance.now() < end
        : next % PER_TASK !== 0)
    );
    if (next < items.length) schedule();
  };
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(slice, { timeout: timeoutMs });
    else setTimeout(slice, 0);
  };
  if (items.length > 0) schedule();
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/** Ends the current task and resumes in a new one (before other queued work where `scheduler.yield` exists). */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
