/**
 * Page weight (docs/web.md): what the browser downloads for the login page and for the order list
 * with its rows, in Debian's Chromium (playwright-core, the flags of e2e/support/browser.ts). Each
 * page is opened cold (new browser context, cache disabled) twice: once as Chromium asks (br), once
 * accepting gzip only (an Accept-Encoding header of the context), and the JavaScript and CSS bytes
 * are summed from the DevTools protocol: on the wire (the body's Content-Length, or the received
 * bytes less the headers when there is none) and decoded (the bytes the page got). Every JS and CSS
 * response of 1 KB or more must carry a Content-Encoding (only /app-config.js, a few hundred bytes
 * written per request, goes out as it is); the run fails otherwise, or when a page is over its
 * target. Last, the order list is opened a second time in the same browser with its cache on: the
 * JS it still asks the server for (hashed files are cached as immutable).
 *
 *   npm run build && npx tsx bench/page-weight.ts            # starts the built server (e2e/support/server.ts)
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/page-weight.ts   # measures a running server
 *
 * Targets (bench/README.md): the login page at most 150 KB of gzip JavaScript, the order list with
 * data at most 250 KB, both sent compressed. BENCH_USER (vn1.agent) is the VN agent who logs in.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { DEMO_PASSWORD, launchBrowser, loginThroughPage, newPage } from '../e2e/support/browser.js';
import { waitForSettledTable } from '../e2e/support/controls.js';
import { type RunningServer, startServer } from '../e2e/support/server.js';

const USER = process.env.BENCH_USER ?? 'vn1.agent';
const KB = 1024;
const TARGETS = { login: 150 * KB, orderList: 250 * KB } as const;
/** Under a packet, compression saves nothing: such a response may go out as it is. */
const SMALL = 1024;

type Kind = 'js' | 'css' | 'other';

interface Transfer {
  url: string;
  kind: Kind;
  encoding: string | null;
  /** Body bytes as sent (compressed when encoded). */
  wire: number;
  /** Body bytes as the page reads them. */
  decoded: number;
  /** Answered by the browser's cache, without asking the server. */
  cached: boolean;
}

interface Pending {
  url: string;
  kind: Kind;
  encoding: string | null;
  contentLength: number | null;
  headerBytes: number;
  decoded: number;
  cached: boolean;
}

function kindOf(mimeType: string, url: string): Kind {
  const path = new URL(url).pathname;
  if (/javascript|ecmascript/.test(mimeType) || path.endsWith('.js')) return 'js';
  if (mimeType === 'text/css' || path.endsWith('.css')) return 'css';
  return 'other';
}

function header(headers: Record<string, unknown>, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return String(value);
  }
  return null;
}

/**
 * Records every response of a page through the DevTools protocol: `seen()` lists them, `clear()`
 * starts the list again. With `cache` false the browser's cache is off (a first visit).
 */
async function recordTransfers(
  cdp: CDPSession,
  cache = false,
): Promise<{ seen: () => Transfer[]; clear: () => void }> {
  const pending = new Map<string, Pending>();
  const fromCache = new Set<string>();
  let done: Transfer[] = [];
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: !cache });
  cdp.on('Network.requestServedFromCache', (event) => fromCache.add(event.requestId));
  cdp.on('Network.responseReceived', (event) => {
    const { response } = event;
    if (!response.url.startsWith('http')) return;
    const length = header(response.headers, 'content-length');
    pending.set(event.requestId, {
      url: response.url,
      kind: kindOf(response.mimeType, response.url),
      encoding: header(response.headers, 'content-encoding'),
      contentLength: length === null ? null : Number(length),
      headerBytes: response.headersText?.length ?? 0,
      decoded: 0,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache || fromCache.has(event.requestId)),
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = pending.get(event.requestId);
    if (entry) entry.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = pending.get(event.requestId);
    if (!entry) return;
    pending.delete(event.requestId);
    const wire = entry.contentLength ?? Math.max(0, event.encodedDataLength - entry.headerBytes);
    const { url, kind, encoding, decoded, cached } = entry;
    done.push({ url, kind, encoding, wire: cached ? 0 : wire, decoded, cached });
  });
  return {
    seen: () => [...done],
    clear: () => {
      done = [];
    },
  };
}

/** Waits until no response has finished for 750 ms (5 s at most). */
async function quiet(seen: () => Transfer[]): Promise<void> {
  const deadline = Date.now() + 5000;
  let count = -1;
  while (Date.now() < deadline) {
    const now = seen().length;
    if (now === count) return;
    count = now;
    await new Promise((resolve) => setTimeout(resolve, 750));
  }
}

/** Opens `path` in a fresh context (optionally with a stored session) and waits for `ready`. */
async function measure(
  browser: Browser,
  baseURL: string,
  path: string,
  encodings: readonly ('gzip' | 'br')[] | null,
  ready: (page: Page) => Promise<void>,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Transfer[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    ...(storageState ? { storageState } : {}),
    // Without it Chromium asks for its own list (gzip, deflate, br, zstd); with it, for these only.
    ...(encodings ? { extraHTTPHeaders: { 'accept-encoding': encodings.join(', ') } } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { seen } = await recordTransfers(cdp);
    await visit(page, path, ready, seen);
    return seen();
  } finally {
    await context.close();
  }
}

/**
 * Opens the page and waits until it is drawn and the network is quiet: lazy chunks a page asks for
 * right after it draws still count as its weight. Not 'networkidle': the push stream of a
 * logged-in page stays open.
 */
async function visit(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
  seen: () => Transfer[],
): Promise<void> {
  await page.goto(path);
  await ready(page);
  await quiet(seen);
}

/**
 * The same page opened again in the same browser, its cache on: what a second visit asks the
 * server for. Hashed files cached as immutable are not asked again (not even revalidated).
 */
async function secondVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<void>,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Transfer[]> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, storageState });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const { seen, clear } = await recordTransfers(cdp, true);
    await visit(page, path, ready, seen);
    clear();
    await page.goto('about:blank');
    await visit(page, path, ready, seen);
    return seen();
  } finally {
    await context.close();
  }
}

interface Row {
  page: string;
  accepted: string;
  jsFiles: number;
  jsWire: number;
  jsDecoded: number;
  cssWire: number;
  uncompressed: string[];
  /** Sent as they are but under SMALL bytes: /app-config.js, written per request from the settings. */
  small: string[];
}

function summarise(page: string, accepted: string, transfers: Transfer[]): Row {
  // Files the browser's cache answered are no download (a second visit).
  const js = transfers.filter((entry) => entry.kind === 'js' && !entry.cached);
  const css = transfers.filter((entry) => entry.kind === 'css' && !entry.cached);
  const sum = (entries: Transfer[], key: 'wire' | 'decoded') =>
    entries.reduce((total, e) => total + e[key], 0);
  return {
    page,
    accepted,
    jsFiles: js.length,
    jsWire: sum(js, 'wire'),
    jsDecoded: sum(js, 'decoded'),
    cssWire: sum(css, 'wire'),
    uncompressed: [...js, ...css]
      .filter((entry) => (!entry.encoding || entry.encoding === 'identity') && entry.decoded >= SMALL)
      .map((entry) => new URL(entry.url).pathname),
    small: [...js, ...css]
      .filter((entry) => (!entry.encoding || entry.encoding === 'identity') && entry.decoded < SMALL)
      .map((entry) => new URL(entry.url).pathname),
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function printTable(rows: Row[]): void {
  const head = [
    'page',
    'accepts',
    'JS files',
    'JS on the wire',
    'JS decoded',
    'CSS on the wire',
    'all compressed',
  ];
  const lines = rows.map((row) => [
    row.page,
    row.accepted,
    String(row.jsFiles),
    kb(row.jsWire),
    kb(row.jsDecoded),
    kb(row.cssWire),
    row.uncompressed.length === 0 ? 'yes' : `no (${row.uncompressed.length})`,
  ]);
  const widths = head.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => line[index]!.length)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!)))
      .join('  ');
  console.log(format(head));
  for (const line of lines) console.log(format(line));
}

const ownServer: RunningServer | null = process.env.BENCH_URL ? null : await startServer();
const baseURL = process.env.BENCH_URL ?? ownServer!.baseURL;
const browser = await launchBrowser();
let failed = false;
try {
  // The session of a VN agent, logged in through the real login page once.
  const { context, page } = await newPage(browser, baseURL);
  await loginThroughPage(page, USER, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/auth/login');
  await page.getByTestId('app-shell').waitFor();
  const session = await context.storageState();
  await context.close();

  const loginReady = (p: Page) => p.getByTestId('login-submit').waitFor();
  const listReady = async (p: Page) => {
    await waitForSettledTable(p, 'order-list');
    await p.getByTestId('order-list-row').first().waitFor();
  };
  const rows: Row[] = [];
  for (const [accepted, encodings] of [
    ['br (Chromium)', null],
    ['gzip only', ['gzip']],
  ] as const) {
    rows.push(
      summarise('login', accepted, await measure(browser, baseURL, '/auth/login', encodings, loginReady)),
    );
    rows.push(
      summarise(
        `order list (${USER})`,
        accepted,
        await measure(browser, baseURL, '/apps/orders/list', encodings, listReady, session),
      ),
    );
  }
  rows.push(
    summarise(
      'order list, again',
      'br (Chromium)',
      await secondVisit(browser, baseURL, '/apps/orders/list', listReady, session),
    ),
  );
  console.log(
    `page weight at ${baseURL} (KB = 1,024 bytes; targets: login <= 150 KB, order list <= 250 KB of gzip JS)\n`,
  );
  printTable(rows);
  const small = [...new Set(rows.flatMap((row) => row.small))];
  if (small.length > 0) console.log(`\nsent as they are, under ${SMALL} bytes: ${small.join(', ')}`);
  for (const row of rows) {
    if (row.uncompressed.length > 0) {
      failed = true;
      console.log(`\n${row.page}, ${row.accepted}: sent uncompressed: ${row.uncompressed.join(', ')}`);
    }
  }
  const gzip = rows.filter((row) => row.accepted === 'gzip only');
  const [login, list] = [gzip[0]!, gzip[1]!];
  const verdict = (name: string, bytes: number, target: number) => {
    const met = bytes <= target;
    if (!met) failed = true;
    console.log(`${name}: ${kb(bytes)} of gzip JS, target <= ${kb(target)}: ${met ? 'met' : 'NOT met'}`);
  };
  console.log('');
  verdict('login page', login.jsWire, TARGETS.login);
  verdict('order list with data', list.jsWire, TARGETS.orderList);
} finally {
  await browser.close();
  await ownServer?.close();
}
process.exit(failed ? 1 : 0);
