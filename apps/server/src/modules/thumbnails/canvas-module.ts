// @napi-rs/canvas (Skia, about 46 MB resident once loaded) is loaded with the first drawing, not at start: a
// server that draws no thumbnail never holds it.
import type * as Canvas from '@napi-rs/canvas';
import { loadOnFirstUse } from '../../integrations/load-on-first-use.ts';

export const canvasModule = loadOnFirstUse<typeof Canvas>('@napi-rs/canvas');
