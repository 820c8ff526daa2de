import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS } from './toast-store.ts';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one at a time: a new toast replaces the current one', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'success' });
    expect(store.get()).toHaveLength(1);
    expect(store.get()[0]).toMatchObject({ title: 'Second', variant: 'success', open: true });
  });

  it('defaults to the default variant and 5 seconds', () => {
    const store = createToastStore();
    store.toast({ title: 'Hello' });
    expect(store.get()[0]).toMatchObject({ variant: 'default', duration: TOAST_DEFAULT_DURATION_MS });
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
  });

  it('dismissing closes the toast, then removes it after the exit animation', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Bye', variant: 'warning', duration: 10_000 });
    handle.dismiss();
    expect(store.get()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.get()).toEqual([]);
  });

  it('updates a toast in place', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Uploading', variant: 'info' });
    handle.update({ title: 'Uploaded', variant: 'success' });
    expect(store.get()[0]).toMatchObject({ id: handle.id, title: 'Uploaded', variant: 'success' });
  });
});
