// bench/lighthouse: Lighthouse mobile scores for every public page in English and Arabic. Starts the app the way
// `npm start` does (after `npm run build`: a child process, embedded database, fresh data dir), then audits each
// page once in Debian's Chromium with Lighthouse's default mobile emulation and simulated throttling. Prints one
// row per page and language; exits 1 unless every page reaches the goal: performance ≥ 95, accessibility, best
// practices and SEO 100.
// Run: `node bench/lighthouse/public-pages.bench.ts [--pages=home,login] [--runs=3] [language ...]` (default: every
// page, one run, en ar). With several runs each row is the median run (by performance score), and every run's
// performance and blocking time are listed; the machine's load average is printed before and after (the scores
// are only comparable on a quiet machine). LIGHTHOUSE_PORT picks the app's port (default: random in 5800-5899).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { localizePath } from '../../apps/web/src/lib/language-prefix.ts';
import type { LanguageCode } from '../../apps/web/src/i18n/languages.ts';
import { PAGE_PATHS, PUBLIC_PAGES } from '../../apps/web/src/seo/pages.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/server-node-flags.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const positional = args.filter((arg) => !arg.startsWith('--'));
const languages = (positional.length > 0 ? positional : ['en', 'ar']) as LanguageCode[];
const runs = Math.max(1, Number(option('runs') ?? 1));
const onlyPages = option('pages')?.split(',');
const pages = onlyPages ? PUBLIC_PAGES.filter((page) => onlyPages.includes(page)) : PUBLIC_PAGES;
const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 5800 + Math.floor(Math.random() * 100));
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidcraft-lighthouse-'));

if (pages.length === 0) throw new Error('No public pages to audit');
const app = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForApp(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const answer = await fetch(`${base}/`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer on ${base} within 60 s`);
}

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let failures = 0;
try {
  await waitForApp();
  console.log(
    `load average before: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  console.log(`page                         lang  perf  a11y  best   seo   FCP      LCP      TBT     CLS`);
  for (const page of pages) {
    for (const language of languages) {
      const url = `${base}${localizePath(PAGE_PATHS[page], language)}`;
      const audits: LighthouseResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          onlyCategories: [...CATEGORIES],
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
        audits.push(result.lhr);
      }
      const performance = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0;
      // A run Lighthouse could not finish (a runtime error, no score) is reported, not counted as a score of 0;
      // the row is the median of the runs that finished, and a page with none fails.
      const failed = audits.filter((run) => run.runtimeError || run.categories.performance?.score == null);
      for (const run of failed)
        console.log(
          `    run failed: ${run.runtimeError?.code ?? 'no score'} ${run.runtimeError?.message ?? ''}`,
        );
      const finished = audits.filter((run) => !failed.includes(run));
      const sorted = (finished.length > 0 ? finished : audits).sort(
        (a, b) => performance(a) - performance(b),
      );
      const lhr = sorted[Math.floor((sorted.length - 1) / 2)]!;
      const scores = CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
      const missed = CATEGORIES.filter((category, i) => (scores[i] ?? 0) < GOALS[category]);
      if (missed.length > 0) failures += 1;
      const metric = (id: string) => (lhr.audits[id]?.displayValue ?? '').padEnd(8);
      console.log(
        `${page.padEnd(28)} ${language.padEnd(5)}${scores.map((s) => String(s).padStart(4)).join('  ')}   ` +
          `${metric('first-contentful-paint')} ${metric('largest-contentful-paint')} ${metric('total-blocking-time')}` +
          ` ${metric('cumulative-layout-shift')}${missed.length ? `  below goal: ${missed.join(', ')}` : ''}`,
      );
      if (runs > 1)
        console.log(
          `    runs: ${audits
            .map(
              (run) =>
                `${Math.round(performance(run) * 100)} (TBT ${run.audits['total-blocking-time']?.displayValue ?? '?'}, LCP ${run.audits['largest-contentful-paint']?.displayValue ?? '?'})`,
            )
            .join(', ')}`,
        );
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
      const snippet = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet;
      if (process.env.LIGHTHOUSE_SAVE)
        fs.writeFileSync(
          path.join(process.env.LIGHTHOUSE_SAVE, `${page}-${language}.json`),
          JSON.stringify(lhr),
        );
      if (snippet) console.log(`    LCP element: ${snippet.slice(0, 140)}`);
      for (const category of missed) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
            console.log(`    ${category}: ${ref.id} ${audit.displayValue ?? ''}`.trimEnd());
        }
      }
    }
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  );
  const total = pages.length * languages.length;
  console.log(`${total - failures} of ${total} page audits reach the goal (performance ≥ 95, the rest 100)`);
} finally {
  await chrome.kill();
  app.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failures > 0) process.exitCode = 1;
