// Creates a PGlite data dir (initdb) in the directory named by its argument, then exits. embedded-postgres.ts runs
// it as a child process so that everything initdb takes goes back to the system when it ends: PGlite's WASM
// memory (past 500 MB during initdb) and the compiler's malloc arena (about 64 MB, which a thread that ends
// leaves behind in the app's process).
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-postgres-init.ts <data dir>');
// The app went away (killed, or stopped while creating): stop too, so nothing writes to the dir after it.
process.on('disconnect', () => process.exit(1));

const pglite = await PGlite.create({ dataDir });
await pglite.close();
process.exit(0);
