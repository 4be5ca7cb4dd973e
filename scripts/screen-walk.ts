/**
 * Walks every menu entry of the demo accounts, in English and Vietnamese, at 1366x768 and 1920x1080
 * (docs/testing.md 'Looking at every screen'): a screenshot of each visit into screenshots/walk/,
 * and a report (screenshots/walk/report.md) of what a reader should look at: a page or a table
 * wider than its box (sideways scroll), an English sentence of the UI's texts on a Vietnamese
 * screen, a translation key where a word belongs, a console error.
 *
 * `npm run build` first, then `npx tsx scripts/screen-walk.ts`. WALK_USERS=vn1.agent,vn1.admin
 * narrows the accounts, SCREENSHOT_SIZES=1366x768 the sizes. The report is for people: the checks
 * that guard these rules in npm test are e2e/screen-fit.e2e.test.ts and the locale tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { en, flattenMenu, type Language, translate, vi, visibleMenu } from '@leadline/contracts';
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../apps/api/src/seed/demo-users.js';
import { launchBrowser, loginThroughPage, newPage } from '../e2e/support/browser.js';
import { startServer } from '../e2e/support/server.js';
import { SCREENSHOT_SIZES } from './screenshot-sizes.js';

const outDir = 'screenshots/walk';
mkdirSync(outDir, { recursive: true });

const sizes = SCREENSHOT_SIZES;

/** Ten accounts that between them open every menu entry (one role each, the VN demo org). */
const ACCOUNT_NAMES = [
  'vn1.admin',
  'vn1.agent',
  'vn1.team-leader',
  'vn1.manager',
  'vn1.validator',
  'vn1.logistics',
  'vn1.finance',
  'vn1.director',
  'vn1.resell-agent',
  'vn1.fulfilment',
];
const ACCOUNTS = DEMO_USERS.filter((user) => ACCOUNT_NAMES.includes(user.userName));
const wanted = process.env.WALK_USERS?.split(',');

/**
 * English texts of the UI that a Vietnamese screen must not show: the en values of keys whose vi
 * value differs, of at least two words (single words such as "OK" or product names are shared).
 */
function englishSentences(): string[] {
  const found = new Set<string>();
  const walk = (en: unknown, vi: unknown) => {
    if (typeof en === 'string') {
      if (typeof vi === 'string' && vi !== en && /\s/.test(en.trim()) && !en.includes('{{')) found.add(en);
      return;
    }
    if (en && typeof en === 'object')
      for (const [key, value] of Object.entries(en))
        walk(value, (vi as Record<string, unknown> | undefined)?.[key]);
  };
  walk(en, vi);
  return [...found].sort((a, b) => b.length - a.length);
}
const ENGLISH = englishSentences();
const KEY_PATTERN = /\b[A-Z][A-Z0-9_]{2,}\.[A-Z][A-Z0-9_.]{2,}\b/;

interface Finding {
  visit: string;
  kind: string;
  detail: string;
}
const findings: Finding[] = [];

/** Elements wider than their scroll box: the page itself, and any table or grid inside its card. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.scrollingElement as HTMLElement;
    if (root.scrollWidth > root.clientWidth + 1) out.push(`page ${root.scrollWidth - root.clientWidth}px`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('table, [role="grid"]'))) {
      const box = element.parentElement;
      if (!box || element.offsetParent === null) continue;
      const over = element.scrollWidth - box.clientWidth;
      if (over > 1) {
        const id = element.closest('[data-testid]')?.getAttribute('data-testid') ?? element.tagName;
        out.push(`${id} ${over}px`);
      }
    }
    return out;
  });
}

async function visit(page: Page, name: string, language: Language) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${outDir}/${name}-${size.width}x${size.height}.png` });
    for (const over of await sidewaysScroll(page))
      findings.push({ visit: `${name} ${size.width}`, kind: 'sideways scroll', detail: over });
  }
  const text = await page.locator('body').innerText();
  if (language === 'vi')
    for (const sentence of ENGLISH)
      if (text.includes(sentence)) findings.push({ visit: name, kind: 'English on vi', detail: sentence });
  const key = KEY_PATTERN.exec(text);
  if (key) findings.push({ visit: name, kind: 'translation key', detail: key[0] });
}

const server = await startServer({ TELEPHONY_SIM_SPEED: '20' });
const browser = await launchBrowser();
let visits = 0;
try {
  for (const account of ACCOUNTS.filter((entry) => !wanted || wanted.includes(entry.userName))) {
    const items = flattenMenu(visibleMenu({ roles: account.roles, orgId: account.orgId, env: 'PROD' }));
    for (const language of ['en', 'vi'] as const) {
      const { context, page } = await newPage(browser, server.baseURL, { language });
      page.on('console', (message) => {
        if (message.type() === 'error')
          findings.push({
            visit: `${account.userName} ${page.url()}`,
            kind: 'console error',
            detail: message.text(),
          });
      });
      await loginThroughPage(page, account.userName);
      await page.waitForURL((url) => url.pathname !== '/auth/login');
      for (const item of items) {
        if (item.path.includes(':')) continue;
        await page.goto(item.path);
        await page
          .getByTestId(`page-${item.route}`)
          .or(page.getByTestId('app-shell'))
          .first()
          .waitFor({ timeout: 20_000 })
          .catch(() => findings.push({ visit: item.path, kind: 'did not open', detail: account.userName }));
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        await page.waitForTimeout(600);
        const name = `${account.userName}-${item.route.replace(/\./g, '_')}-${language}`;
        await visit(page, name, language);
        visits++;
        console.log(`${visits} ${name} (${translate(language, item.titleKey)})`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const lines = [
  '# Screen walk',
  '',
  `${visits} visits, ${sizes.map((size) => `${size.width}x${size.height}`).join(' and ')}; ${findings.length} findings.`,
  '',
  '| visit | kind | detail |',
  '|---|---|---|',
  ...findings.map(
    (finding) => `| ${finding.visit} | ${finding.kind} | ${finding.detail.replace(/\|/g, '\\|')} |`,
  ),
];
writeFileSync(`${outDir}/report.md`, `${lines.join('\n')}\n`);
console.log(lines.slice(0, 3).join('\n'));
console.log(`Report: ${outDir}/report.md`);
