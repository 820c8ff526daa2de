// Every schema in this package is built with this `z`. Zod compiles fast object parsers with `new Function`,
// probing for it when the first object schema is built; a browser page under a Content-Security-Policy without
// 'unsafe-eval' (the web app's) reports that probe as a violation. So in a browser the schemas are built without
// generated code — set here, before any schema exists, because every schema module imports this one first.
// The server keeps the compiled parsers.
import { z } from 'zod';

if ('document' in globalThis) z.config({ jitless: true });

export { z };
