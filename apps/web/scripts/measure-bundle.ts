// Prints the gzipped JavaScript that the home page needs before it is interactive: the entry with its static
// imports, plus the landing route chunk with its static imports (hydration waits for it). Budget: 150 KB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY_KEY, PAGE_MODULES, readManifest, staticClosure } from './manifest.ts';

const BUDGET_BYTES = 150 * 1024;
const root = join(import.meta.dirname, '..');
const manifest = readManifest(join(root, 'build/client-manifest.json'));
const page = process.argv[2] ?? 'home';
const module = PAGE_MODULES[page];
if (!module) throw new Error(`Unknown page "${page}"; one of ${Object.keys(PAGE_MODULES).join(', ')}`);

const files = [...new Set([...staticClosure(manifest, ENTRY_KEY), ...staticClosure(manifest, module)])];
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  total gzipped JS for "${page}" (budget ${BUDGET_BYTES / 1024} KB)`,
);
if (total > BUDGET_BYTES) process.exitCode = 1;
