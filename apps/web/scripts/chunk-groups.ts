// How the client build groups modules into chunks (rolldown's codeSplitting groups; decision 044).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup, PreRenderedChunk } from 'rolldown';

// The parts of packages/contracts without zod: public pages use them before the route table has loaded.
const ZOD_FREE_CONTRACTS =
  /packages[\\/]contracts[\\/]src[\\/](route|return-path-rule|metered-actions|sign-in-paths|google-mode|plan-catalogue|plan-catalogue-texts|site-origin|structured-data)\.ts$/;
const CONTRACTS = /packages[\\/]contracts[\\/]src[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
const CONTRACTS_SOURCE = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));

/** The contract files `entry` imports, directly or not (their relative `./x.ts` imports), and itself. */
export function contractClosure(entry: string, dir = CONTRACTS_SOURCE): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/from '\.\/([\w-]+\.ts)'/g)) visit(match[1]!);
  };
  visit(entry);
  return files;
}

// What the public pages call (packages/contracts/src/public-routes.ts) and every contract file it needs.
const PUBLIC_CONTRACTS = contractClosure('public-routes.ts');
const isPublicContract = (id: string) => CONTRACTS.test(id) && PUBLIC_CONTRACTS.has(path.basename(id));

export const chunkGroups: CodeSplittingGroup[] = [
  {
    // zod and the schemas of the routes public pages call, loaded with their first API call
    // (lib/route-table.ts). Building every schema of the API took a phone-speed CPU about 200 ms in one task.
    name: 'contracts-public',
    test: (id) => ZOD.test(id) || (isPublicContract(id) && !ZOD_FREE_CONTRACTS.test(id)),
    includeDependenciesRecursively: false,
    priority: 2,
  },
  {
    // Every other schema, with the signed-in screens. The zod-free helpers stay out, or every public page would
    // load a contracts chunk with its first script.
    name: 'contracts',
    test: (id) => CONTRACTS.test(id) && !ZOD_FREE_CONTRACTS.test(id),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  {
    // Lucide's icons, one module each (~0.2 KB): grouped by the screens that use them, and a group under 4 KB joins
    // its closest neighbour, instead of a file (and a request) per icon.
    name: 'icons',
    test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
    includeDependenciesRecursively: false,
    entriesAware: true,
    entriesAwareMergeThreshold: 4096,
  },
];

/** File names of chunks; an icon group's name lists every screen it serves, so it is shortened. */
export function chunkFileNames(chunk: PreRenderedChunk): string {
  return chunk.name.startsWith('icons') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js';
}
