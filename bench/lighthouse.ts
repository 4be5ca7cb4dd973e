/**
 * Lighthouse (desktop preset) on the agent's order list, logged in, in Debian's Chromium: once cold
 * (the browser's cache emptied before the run, the session kept) and once warm (the same browser
 * straight after, cache on). Prints the performance score, LCP, FCP, TBT, speed index and the
 * bytes, for bench/README.md.
 *
 *   npm run build && npx tsx bench/lighthouse.ts                 # starts the built server
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/lighthouse.ts  # measures a running server
 *
 * BENCH_USER (vn1.agent) is the agent; BENCH_RUNS (3) runs of each, the median by score printed.
 * Lighthouse resets the origin's storage by default, which would log the agent out: the run keeps
 * storage (disableStorageReset) and empties the cache itself through the DevTools protocol.
 * BENCH_REPORT=<folder> writes each run's whole report there (cold-1.json, warm-1.json...), to read
 * the LCP's breakdown, the request chains and the main thread's work behind a figure.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PATHS } from '@leadline/contracts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, signInThroughApi } from '../e2e/support/browser.js';
import { type RunningServer, startServer } from '../e2e/support/server.js';

const USER = process.env.BENCH_USER ?? 'vn1.agent';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  speedIndex: number;
  bytes: number;
}

function figures(result: RunnerResult): Figures {
  // A run that ended anywhere else (the login page: the session did not hold) measures the wrong page.
  if (new URL(result.lhr.finalDisplayedUrl).pathname !== PATHS.orderList)
    throw new Error(`Lighthouse ended on ${result.lhr.finalDisplayedUrl}, not the order list`);
  const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    speedIndex: audit('speed-index'),
    bytes: audit('total-byte-weight'),
  };
}

/** Through the DevTools protocol: the session in the origin's storage, and the cache emptied or not. */
async function prepare(
  port: number,
  baseURL: string,
  storage: { name: string; value: string }[],
  cold: boolean,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(new URL('/app-config.js', baseURL).toString());
    await page.evaluate((entries) => {
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, storage);
    if (cold) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
    }
    await page.close();
  } finally {
    // Disconnects playwright; the browser lighthouse drives stays up.
    await browser.close();
  }
}

const reportFolder = process.env.BENCH_REPORT;
if (reportFolder) mkdirSync(reportFolder, { recursive: true });
function keep(result: RunnerResult, name: string): RunnerResult {
  if (reportFolder) writeFileSync(join(reportFolder, `${name}.json`), JSON.stringify(result.lhr));
  return result;
}

const median = (runs: Figures[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];

function print(label: string, runs: Figures[]): void {
  const shown = median(runs);
  if (!shown) return;
  console.log(
    `${label}: performance ${shown.score} (runs: ${runs.map((r) => r.score).join(', ')}), ` +
      `LCP ${Math.round(shown.lcp)} ms, FCP ${Math.round(shown.fcp)} ms, TBT ${Math.round(shown.tbt)} ms, ` +
      `speed index ${Math.round(shown.speedIndex)} ms, ${(shown.bytes / 1024).toFixed(0)} KB transferred`,
  );
}

const ownServer: RunningServer | null = process.env.BENCH_URL
  ? null
  : await startServer({ CHECK_ANSWERS: 'false', LOG_LEVEL: 'silent' });
const baseURL = process.env.BENCH_URL ?? ownServer?.baseURL ?? '';
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const clientId = ownServer?.config.webClient.id ?? process.env.BENCH_CLIENT_ID ?? 'leadline-web';
  const { storage } = await signInThroughApi(baseURL, clientId, USER);
  const url = new URL(PATHS.orderList, baseURL).toString();
  const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true };
  const cold: Figures[] = [];
  const warm: Figures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await prepare(chrome.port, baseURL, storage, true);
    const first = await lighthouse(url, flags, desktopConfig);
    if (!first) throw new Error('Lighthouse gave no result');
    cold.push(figures(keep(first, `cold-${run + 1}`)));
    const second = await lighthouse(url, flags, desktopConfig);
    if (!second) throw new Error('Lighthouse gave no result');
    warm.push(figures(keep(second, `warm-${run + 1}`)));
  }
  console.log(`Lighthouse ${cold.length} runs, desktop preset, ${url} as ${USER}`);
  print('Cold (cache emptied)', cold);
  print('Warm (cache on)', warm);
} finally {
  chrome.kill();
  await ownServer?.close();
}
