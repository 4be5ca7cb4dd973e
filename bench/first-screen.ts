/**
 * The agent's first screen (issue: fast for the agent): the order list opened logged in, cold
 * (new browser context, cache off) and warm (the same browser a second time, cache on), in Debian's
 * Chromium. It prints, for each visit, when the list's rows were on screen (LCP, and the moment the
 * table settled), and the API calls as a waterfall: each call's start and end in ms after the
 * navigation, in rounds: a call that starts only once every call before it has ended makes a new
 * round (a chain a screen should not have unless it needs the earlier answer).
 *
 *   npm run build && npx tsx bench/first-screen.ts                 # starts the built server
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/first-screen.ts  # measures a running server
 *
 * BENCH_USER (vn1.agent) logs in; BENCH_RUNS (5) visits of each kind, the median printed.
 */
import { PATHS } from '@leadline/contracts';
import type { Browser, BrowserContext, CDPSession } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, loginThroughPage, newPage } from '../e2e/support/browser.js';
import { waitForSettledTable } from '../e2e/support/controls.js';
import { type RunningServer, startServer } from '../e2e/support/server.js';

const USER = process.env.BENCH_USER ?? 'vn1.agent';
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PATH = PATHS.orderList;

interface Call {
  name: string;
  start: number;
  end: number;
}

interface Visit {
  lcp: number;
  settled: number;
  calls: Call[];
  scripts: number;
}

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** API calls and scripts of a page, in ms after the document request (CDP timestamps). */
async function recordCalls(cdp: CDPSession, cache: boolean) {
  const started = new Map<string, { url: string; at: number }>();
  const calls: Call[] = [];
  let scripts = 0;
  let origin = 0;
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  cdp.on('Network.requestWillBeSent', (event) => {
    started.set(event.requestId, { url: event.request.url, at: event.timestamp });
    if (event.type === 'Document') origin = event.timestamp;
    if (event.type === 'Script') scripts += 1;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = started.get(event.requestId);
    if (!request) return;
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/') && !path.includes('/push'))
      calls.push({ name: path.replace(/^\/api\//, ''), start: request.at, end: event.timestamp });
  });
  return {
    calls: () =>
      calls
        .map((call) => ({ ...call, start: (call.start - origin) * 1000, end: (call.end - origin) * 1000 }))
        .sort((a, b) => a.start - b.start),
    scripts: () => scripts,
  };
}

async function visit(browser: Browser, baseURL: string, storage: Storage, warm: boolean): Promise<Visit> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 768 },
    locale: 'en-US',
    storageState: storage,
  });
  try {
    const page = await context.newPage();
    if (warm) {
      // A first visit fills the cache; the measured one follows.
      await page.goto(PATH);
      await waitForSettledTable(page, 'order-list');
      await page.goto('about:blank');
    }
    const cdp = await context.newCDPSession(page);
    const record = await recordCalls(cdp, warm);
    await page.addInitScript(() => {
      const seen = { lcp: 0 };
      (window as unknown as { __lcp: typeof seen }).__lcp = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(PATH);
    await waitForSettledTable(page, 'order-list');
    // Both on the page's clock, from the navigation's start.
    const settled = await page.evaluate(() => performance.now());
    // LCP is final once the page has had a moment without new content.
    await page.waitForTimeout(300);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: { lcp: number } }).__lcp.lcp);
    return { lcp, settled, calls: record.calls(), scripts: record.scripts() };
  } finally {
    await context.close();
  }
}

/**
 * Calls in rounds: a call starts a new round when it starts after every call before it has ended
 * (it could have waited for one of them); calls that overlap an earlier one are in its round.
 */
function rounds(calls: Call[]): number[] {
  let round = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  return calls.map((call, index) => {
    if (index === 0 || call.start >= lastEnd) round += 1;
    lastEnd = Math.max(lastEnd, call.end);
    return round;
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${Math.round(value)} ms`;

function print(label: string, visits: Visit[]): void {
  const index = visits.map((v) => v.settled).indexOf(median(visits.map((v) => v.settled)));
  const shown = visits[index] ?? visits[0];
  if (!shown) return;
  console.log(
    `\n${label}: LCP median ${ms(median(visits.map((v) => v.lcp)))} (runs: ${visits.map((v) => Math.round(v.lcp)).join(', ')}), ` +
      `table settled median ${ms(median(visits.map((v) => v.settled)))}, ${shown.scripts} scripts requested`,
  );
  const round = rounds(shown.calls);
  console.log(
    `  ${Math.max(0, ...round)} rounds of API calls (a round starts after every call before it ended)`,
  );
  console.log('  API call'.padEnd(44), 'start'.padStart(8), 'end'.padStart(8), '  round');
  shown.calls.forEach((call, index) => {
    console.log(
      `  ${call.name}`.padEnd(44),
      ms(call.start).padStart(8),
      ms(call.end).padStart(8),
      `  ${round[index]}`,
    );
  });
}

const ownServer: RunningServer | null = process.env.BENCH_URL
  ? null
  : await startServer({ CHECK_ANSWERS: 'false', LOG_LEVEL: 'silent' });
const baseURL = process.env.BENCH_URL ?? ownServer?.baseURL ?? '';
const browser = await launchBrowser();
try {
  const { context, page } = await newPage(browser, baseURL);
  await loginThroughPage(page, USER, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth/login');
  await page.getByTestId('app-shell').waitFor();
  const storage = await context.storageState();
  await context.close();
  const cold: Visit[] = [];
  const warm: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    cold.push(await visit(browser, baseURL, storage, false));
    warm.push(await visit(browser, baseURL, storage, true));
  }
  console.log(`The order list (${PATH}) as ${USER}, 1366x768, ${RUNS} runs each, Chromium headless`);
  print('Cold (cache off)', cold);
  print('Warm (cache on, second visit)', warm);
} finally {
  await browser.close();
  await ownServer?.close();
}
