// Global toasts (spec §3 "Toast", §9): one shown at a time, 5 s by default. Any code can call toast();
// the Toaster renders whatever this store holds.
import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store.ts';

export type ToastVariant = 'default' | 'destructive' | 'success' | 'warning' | 'info';

export interface ToastAction {
  label: string;
  /** Short text for screen readers describing how else to do the action (Radix requirement). */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; default 5000. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastOptions {
  id: string;
  variant: ToastVariant;
  duration: number;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Time for the closing animation before a dismissed toast leaves the store. */
export const TOAST_REMOVE_DELAY_MS = 300;

// The one empty list: a store that has shown nothing reads the same as at prerender time, so hydration has no
// reason to re-render its readers.
const NO_TOASTS: readonly ToastItem[] = [];

export function createToastStore() {
  const store = createExternalStore<readonly ToastItem[]>(NO_TOASTS);
  let counter = 0;

  const remove = (id: string) => store.set((toasts) => toasts.filter((item) => item.id !== id));

  function dismiss(id?: string) {
    store.set((toasts) =>
      toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
    );
    setTimeout(() => (id === undefined ? store.set([]) : remove(id)), TOAST_REMOVE_DELAY_MS);
  }

  function update(id: string, options: ToastOptions) {
    store.set((toasts) => toasts.map((item) => (item.id === id ? { ...item, ...options } : item)));
  }

  function toast(options: ToastOptions) {
    counter += 1;
    const id = `toast-${counter}`;
    const item: ToastItem = {
      ...options,
      id,
      variant: options.variant ?? 'default',
      duration: options.duration ?? TOAST_DEFAULT_DURATION_MS,
      open: true,
    };
    // One at a time: a new toast replaces whatever is showing.
    store.set((toasts) => [item, ...toasts].slice(0, TOAST_LIMIT));
    return { id, dismiss: () => dismiss(id), update: (next: ToastOptions) => update(id, next) };
  }

  return { get: store.get, subscribe: store.subscribe, toast, dismiss, update };
}

export type ToastStore = ReturnType<typeof createToastStore>;

const globalToasts = createToastStore();

export const toast = globalToasts.toast;
export const dismissToast = globalToasts.dismiss;

export function useToasts(store: ToastStore = globalToasts): readonly ToastItem[] {
  return useSyncExternalStore(store.subscribe, store.get, () => NO_TOASTS);
}

export { globalToasts };
