import { afterEach, describe, expect, it, vi } from 'vitest';
import { inShortTasks, yieldToBrowser } from './in-short-tasks.ts';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inShortTasks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('without idle callbacks, handles every item in order, a few per task', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    Reflect.deleteProperty(window, 'requestIdleCallback');
    const done: number[] = [];
    inShortTasks([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], (item) => done.push(item));
    expect(done).toEqual([]);
    await nextTask();
    expect(done).toEqual([1, 2, 3, 4]);
    await expect.poll(() => done).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('in idle periods, handles items while time is left, at least one each, and passes the wait bound', async () => {
    let remaining = [10, 6, 1, 0.5, 8, 1, 30, 30, 30];
    const waits: (number | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      waits.push(options?.timeout);
      return setTimeout(() =>
        callback({ didTimeout: false, timeRemaining: () => (remaining = remaining.slice(1))[0] ?? 0 }),
      );
    });
    const slices: number[][] = [];
    let current: number[] = [];
    const work = (item: number) => current.push(item);
    inShortTasks([1, 2, 3, 4, 5, 6], work, 50);
    while (slices.flat().length < 6) {
      await nextTask();
      if (current.length > 0) slices.push(current);
      current = [];
    }
    // Time left after each item: 6, 1 (stop) | 0.5 (stop) | 8, 1 (stop) | 30 …
    expect(slices).toEqual([[1, 2], [3], [4, 5], [6]]);
    expect(waits).toEqual([50, 50, 50, 50]);
  });

  it('stops an idle slice after a few milliseconds even when the browser offers more', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 })),
    );
    const perSlice: number[] = [];
    let current = 0;
    const items = Array.from({ length: 12 }, (_, i) => i);
    inShortTasks(items, () => {
      current += 1;
      const until = performance.now() + 2;
      while (performance.now() < until); // 2 ms of work per item
    });
    while (perSlice.reduce((sum, n) => sum + n, 0) < items.length) {
      await nextTask();
      if (current > 0) perSlice.push(current);
      current = 0;
    }
    expect(perSlice.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...perSlice)).toBeLessThanOrEqual(3);
  });

  it('does nothing for no items', async () => {
    const work = vi.fn();
    inShortTasks([], work);
    await nextTask();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task', async () => {
    let otherTaskRan = false;
    setTimeout(() => (otherTaskRan = true), 0);
    await yieldToBrowser();
    expect(otherTaskRan).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});
