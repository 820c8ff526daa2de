// How the client build groups modules into chunks (rolldown's codeSplitting groups; decision 044).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodeSplittingGroup, PreRenderedChunk } from 'rolldown';

const CONTRACTS = /packages[\\/]contracts[\\/]src[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;
const CONTRACTS_SOURCE = fileURLToPath(new URL('../../../packages/contracts/src/', import.meta.url));

/**
 * The contract files that build zod schemas when they load: those that import zod, or (not as a type) a contract
 * file that does. The rest (the client routes, `routePath`, the return-path rule, the languages, the plan
 * catalogue...) stay out of the `contracts` chunk, or every page that uses one would load zod with it.
 */
export function contractsWithSchemas(dir = CONTRACTS_SOURCE): Set<string> {
  const known = new Map<string, boolean>();
  const needsZod = (file: string): boolean => {
    const cached = known.get(file);
    if (cached !== undefined) return cached;
    known.set(file, false);
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const imports = [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gms)].map(
      (m) => m[1]!,
    );
    const result = imports.some(
      (spec) => spec === 'zod' || (spec.startsWith('./') && spec !== './index.ts' && needsZod(spec.slice(2))),
    );
    known.set(file, result);
    return result;
  };
  const files = fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return new Set(files.filter((file) => file !== 'index.ts' && needsZod(file)));
}

const WITH_SCHEMAS = contractsWithSchemas();

export const chunkGroups: CodeSplittingGroup[] = [
  {
    // zod and the schemas, with the screens that build schemas at run time (a form's own checks, the caption
    // editor). Calls to the API need neither: they go through the client routes (decision 055).
    name: 'contracts',
    test: (id) => ZOD.test(id) || (CONTRACTS.test(id) && WITH_SCHEMAS.has(path.basename(id))),
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
