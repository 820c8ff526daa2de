// Writes .br and .gz beside every compressible file in dist/ so the server can send them as they are.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 512; // below this the headers cost more than the savings
const dist = join(import.meta.dirname, '..', 'dist');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const path of files(dist)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  const content = readFileSync(path);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzip);
  count += 1;
  before += content.length;
  after += brotli.length;
}
console.log(
  `Precompressed ${count} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli.`,
);
