// Prints a page's gzipped JavaScript in two parts. Public pages: what loads before the page is interactive (the
// boot script, budget 100 KB), then the app that hydrates it on idle or at the first tap (entry + the page's
// route chunk with their static imports, budget 160 KB). Signed-in screens (SPA only): the app part alone, with
// the signed-in route they render in (budgets below). Beside the sizes: how many files a first load fetches, and
// how many of them are under 2 KiB (each costs a request for little code; decision 044).
//   node scripts/measure-bundle.ts               every page in a table; exits 1 when one is over its budget
//   node scripts/measure-bundle.ts pageKey ...   those pages, file by file
// MEASURE_DIST=<dir> measures another build (its manifest at <dir>/.vite/manifest.json when present).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appFiles, firstPaintFiles } from './boot-script.ts';
import { PAGE_MODULES, readManifest } from './manifest.ts';

const KB = 1024;
const FIRST_PAINT_BUDGET = 100 * KB;
const PUBLIC_APP_BUDGET = 160 * KB;
const SMALL_FILE = 2 * KB;
// Signed-in screens measured here and their budgets. /dashboard's goal is 170 KB (issue 21); React, React DOM, the
// router, i18next and TanStack Query alone are about 130 KB of it. The budget stops growth: calls go through the
// client routes without zod (decision 055), and the header's menus and the re-authorization dialog load on first
// use. /analytics brings its charts library.
const SIGNED_IN: Record<string, number> = { dashboard: 200 * KB, analytics: Infinity };
// Every signed-in screen renders inside this route (the protected wrapper and the signed-in layout).
const SIGNED_IN_ROUTE = 'src/features/app-shell/signed-in-route.tsx';

const root = join(import.meta.dirname, '..');
const dist = resolve(root, process.env.MEASURE_DIST ?? 'dist');
const ownManifest = join(dist, '.vite/manifest.json');
const manifest = readManifest(
  existsSync(ownManifest) ? ownManifest : join(root, 'build/client-manifest.json'),
);
const sizes = new Map<string, number>();
function gzipped(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
}

interface Part {
  label: string;
  files: string[];
  budget: number;
}

function partsOf(page: string): Part[] {
  const module = PAGE_MODULES[page];
  if (!module) throw new Error(`Unknown page "${page}"; one of ${Object.keys(PAGE_MODULES).join(', ')}`);
  const signedInBudget = SIGNED_IN[page];
  if (signedInBudget !== undefined)
    return [
      {
        label: 'the app',
        files: [...new Set([...appFiles(manifest, SIGNED_IN_ROUTE), ...appFiles(manifest, module)])],
        budget: signedInBudget,
      },
    ];
  return [
    { label: 'before the page is interactive', files: firstPaintFiles(manifest), budget: FIRST_PAINT_BUDGET },
    {
      label: 'the app, loaded on idle or the first tap',
      files: appFiles(manifest, module),
      budget: PUBLIC_APP_BUDGET,
    },
  ];
}

const total = (files: string[]) => files.reduce((sum, file) => sum + gzipped(file), 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);
let over = 0;

const asked = process.argv.slice(2);
if (asked.length > 0) {
  for (const page of asked) {
    for (const { label, files, budget } of partsOf(page)) {
      for (const file of files) console.log(`${kb(gzipped(file)).padStart(7)} KB  ${file}`);
      const sum = total(files);
      const small = files.filter((file) => gzipped(file) < SMALL_FILE).length;
      console.log(
        `${kb(sum).padStart(7)} KB  total gzipped JS for "${page}", ${label} (budget ${budget === Infinity ? 'none' : `${budget / KB} KB`}; ` +
          `${files.length} files, ${small} under 2 KiB)`,
      );
      if (sum > budget) over += 1;
    }
  }
} else {
  console.log('page               first JS   app JS   budget  files  <2 KiB');
  for (const page of Object.keys(PAGE_MODULES)) {
    const parts = partsOf(page);
    const app = parts[parts.length - 1]!;
    const first = parts.length > 1 ? parts[0]! : undefined;
    const files = [...new Set(parts.flatMap((part) => part.files))];
    const small = files.filter((file) => gzipped(file) < SMALL_FILE).length;
    const failed = parts.filter((part) => total(part.files) > part.budget);
    over += failed.length;
    console.log(
      `${page.padEnd(18)} ${(first ? `${kb(total(first.files))} KB` : '—').padStart(8)} ${kb(total(app.files)).padStart(5)} KB` +
        ` ${(app.budget === Infinity ? '—' : `${app.budget / KB} KB`).padStart(7)} ${String(files.length).padStart(6)} ${String(small).padStart(7)}` +
        (failed.length ? `  OVER BUDGET: ${failed.map((part) => part.label).join(', ')}` : ''),
    );
  }
}
if (over > 0) {
  console.error(`${over} part(s) over budget (gzipped JavaScript; see decision 044)`);
  process.exitCode = 1;
}
