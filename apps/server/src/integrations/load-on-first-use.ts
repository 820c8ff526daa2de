// Provider SDKs (AI, translation, S3, Stripe, Redis, Skia: tens of MB each once loaded) are loaded the first time
// they are used, not at start: a server whose config picks another provider, or none, never holds them.
// `require` (which loads ES modules too) keeps the callers synchronous, as with a static import.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A function answering the module `specifier` names, loading it on its first call. */
export function loadOnFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
