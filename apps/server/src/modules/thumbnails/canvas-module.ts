// @napi-rs/canvas (Skia, about 46 MB resident once loaded) is loaded with the first drawing, not at start: a
// server that draws no thumbnail never holds it. `require` keeps the callers synchronous, as with the import.
import { createRequire } from 'node:module';
import type * as Canvas from '@napi-rs/canvas';

type CanvasModule = typeof Canvas;

const require = createRequire(import.meta.url);
let loaded: CanvasModule | null = null;

export function canvasModule(): CanvasModule {
  loaded ??= require('@napi-rs/canvas') as CanvasModule;
  return loaded;
}
