// How the client build groups modules into chunks (rolldown's codeSplitting groups; decision 044).
import type { CodeSplittingGroup, PreRenderedChunk } from 'rolldown';

// The parts of packages/contracts without zod: public pages use them before the route table has loaded.
const ZOD_FREE_CONTRACTS =
  /packages[\\/]contracts[\\/]src[\\/](route|return-path-rule|metered-actions|sign-in-paths|google-mode|plan-catalogue|plan-catalogue-texts|site-origin|structured-data)\.ts$/;
const CONTRACTS = /packages[\\/]contracts[\\/]src[\\/]/;
const ZOD = /node_modules[\\/]zod[\\/]/;

export const chunkGroups: CodeSplittingGroup[] = [
  {
    // The route table: zod and every schema, loaded with the first API call (lib/route-table.ts) or with a
    // signed-in screen. Its zod-free helpers stay out, or every public page would load it.
    name: 'contracts',
    test: (id) => ZOD.test(id) || (CONTRACTS.test(id) && !ZOD_FREE_CONTRACTS.test(id)),
    includeDependenciesRecursively: false,
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
