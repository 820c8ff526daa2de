// Browser extensions inject scripts whose errors reach window.onerror; they are not ours (spec §8: suppressed).
const EXTENSION_SOURCE = /^(chrome|moz|safari(-web)?)-extension:\/\//;

export function isExtensionError(source: string | undefined, stack: string | undefined): boolean {
  return Boolean(
    (source && EXTENSION_SOURCE.test(source)) ||
    (stack && /(chrome|moz|safari(-web)?)-extension:\/\//.test(stack)),
  );
}

export function suppressExtensionErrors(): void {
  window.addEventListener('error', (event) => {
    const stack = event.error instanceof Error ? event.error.stack : undefined;
    if (isExtensionError(event.filename, stack)) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && isExtensionError(undefined, reason.stack)) event.preventDefault();
  });
}
