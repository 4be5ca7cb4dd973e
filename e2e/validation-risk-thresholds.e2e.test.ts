import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failing, runAxe } from './support/axe.js';
import { chooseInSelect, waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { SCREENSHOT_DIR, useBrowserSuite } from './support/suite.js';

interface BaseRate {
  returned: number;
  parcels: number;
  rate: number;
  smoothed: number;
  defaultThresholds: { mediumFrom: number; highFrom: number };
}

const pct = (fraction: number) => String(Math.round(fraction * 1000) / 10);

/** The tab's base-rate line as the reader sees it, in that language. */
function baseRateText(language: 'en' | 'vi', base: BaseRate) {
  const n = new Intl.NumberFormat(language);
  const [returned, parcels] = [n.format(base.returned), n.format(base.parcels)];
  const [rate, smoothed] = [pct(base.rate), pct(base.smoothed)];
  const [medium, high] = [pct(base.defaultThresholds.mediumFrom), pct(base.defaultThresholds.highFrom)];
  return language === 'en'
    ? `Your organisation’s return rate: ${returned} of ${parcels} parcels came back (${rate} %), ${smoothed} % smoothed toward 10 %. The defaults give medium from ${medium} % and high from ${high} %.`
    : `Tỷ lệ hoàn của tổ chức: ${returned} trên ${parcels} đơn bị hoàn (${rate} %), ${smoothed} % sau khi làm mượt về 10 %. Mặc định cho mức trung bình từ ${medium} % và mức cao từ ${high} %.`;
}

/** Sets the org's thresholds on the settings tab, as typed percentages, and saves. */
async function setThresholds(page: Page, medium: string, high: string) {
  await page.goto('/apps/settings/crm?tab=delivery-risk');
  await page.getByTestId('settings-risk').waitFor();
  await page.getByTestId('risk-current').waitFor();
  if (!(await page.getByTestId('risk-custom').locator('input').isChecked()))
    await page.getByTestId('risk-custom').click();
  await page.getByTestId('risk-mediumFrom').fill(medium);
  await page.getByTestId('risk-highFrom').fill(high);
  await page.getByTestId('settings-risk-save').click();
}

async function bandsOnTheList(page: Page): Promise<(string | null)[]> {
  await page.goto('/apps/orders/validation');
  await page.getByTestId('page-orders.validation').waitFor();
  await waitForSettledTable(page, 'validation-list');
  const chips = page.getByTestId('validation-list').getByTestId('risk-chip');
  await chips.first().waitFor();
  return Promise.all((await chips.all()).map((chip) => chip.getAttribute('data-band')));
}

/** Issue 28: an administrator sets the org's band thresholds; the validation list follows them. */
describe('validation: the org’s delivery-risk thresholds', () => {
  const suite = useBrowserSuite();

  it('sets thresholds on the settings tab and the list’s chips follow, in English and Vietnamese', async () => {
    for (const language of ['en', 'vi'] as const) {
      const page = await suite.openLoggedIn('vn1.admin', { language, path: '/apps/settings/crm' });
      // 0.1 % / 0.2 %: every order is high (a probability is at least 0.1 %... and above 0.2 % here).
      await setThresholds(page, '0.1', '0.2');
      const current = page.getByTestId('risk-current');
      await expect
        .poll(() => current.textContent())
        .toBe(
          language === 'en'
            ? 'Your thresholds apply: medium from 0.1 %, high from 0.2 %.'
            : 'Đang dùng ngưỡng riêng: trung bình từ 0.1 %, cao từ 0.2 %.',
        );
      for (const size of [
        { width: 1366, height: 768 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/settings-delivery-risk-${language}-${size.width}.png`,
        });
      }
      const bands = await bandsOnTheList(page);
      expect(bands.length).toBeGreaterThan(0);
      expect(new Set(bands)).toEqual(new Set(['high']));
      await page.screenshot({ path: `${SCREENSHOT_DIR}/validation-risk-thresholds-${language}.png` });

      // The band filter: 'high' keeps every order (all are high now); 'low' none.
      const filterTo = async (band: string) => {
        await chooseInSelect(page, 'filter-riskBand', band);
        await page.getByTestId('validation-filter-submit').click();
        await waitForSettledTable(page, 'validation-list');
      };
      await filterTo(language === 'en' ? 'High' : 'Cao');
      const filtered = page.getByTestId('validation-list').getByTestId('risk-chip');
      await filtered.first().waitFor();
      const filteredBands = await Promise.all(
        (await filtered.all()).map((chip) => chip.getAttribute('data-band')),
      );
      expect(new Set(filteredBands)).toEqual(new Set(['high']));
      for (const size of [
        { width: 1366, height: 768 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/validation-band-filter-${language}-${size.width}.png`,
        });
      }
      await filterTo(language === 'en' ? 'Low' : 'Thấp');
      await expect.poll(() => filtered.count()).toBe(0);
      await chooseInSelect(page, 'filter-riskBand', language === 'en' ? 'All' : 'Tất cả');
      await page.getByTestId('validation-filter-submit').click();

      // A bad pair is refused with the server's words, and nothing changes.
      await setThresholds(page, '30', '20');
      await page
        .getByText(
          language === 'en'
            ? 'The high threshold must be above the medium one.'
            : 'Ngưỡng cao phải lớn hơn ngưỡng trung bình.',
        )
        .waitFor();
      const stored = await callApi<{ thresholds: unknown }>(page, 'GET', '/api/org-settings/delivery-risk');
      expect(stored.data.thresholds).toEqual({ mediumFrom: 0.001, highFrom: 0.002 });

      // Back to the defaults: the switch off, saved.
      await page.goto('/apps/settings/crm?tab=delivery-risk');
      await page.getByTestId('risk-current').waitFor();
      await page.getByTestId('risk-custom').click();
      await page.getByTestId('settings-risk-save').click();
      await expect
        .poll(() => page.getByTestId('risk-current').textContent())
        .toContain(language === 'en' ? 'The defaults apply' : 'Đang dùng mặc định');
      // The org's base rate, what the thresholds compare with, as the API counts it.
      const { baseRate } = (
        await callApi<{ baseRate: BaseRate }>(page, 'GET', '/api/org-settings/delivery-risk')
      ).data;
      expect(baseRate.parcels).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByTestId('risk-base-rate').textContent())
        .toBe(baseRateText(language, baseRate));
      for (const size of [
        { width: 1366, height: 768 },
        { width: 1920, height: 1080 },
      ]) {
        await page.setViewportSize(size);
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/settings-delivery-risk-defaults-${language}-${size.width}.png`,
        });
      }
      // The tab with its switch on shows the inputs too: axe-core on both states (accessibility.md).
      expect(failing(await runAxe(page))).toEqual([]);
      await page.getByTestId('risk-custom').click();
      await page.getByTestId('risk-mediumFrom').waitFor();
      // The save and undo buttons fade from their disabled colours: axe reads the colours at rest.
      await page.evaluate(() =>
        Promise.allSettled(document.getAnimations().map((animation) => animation.finished)),
      );
      expect(failing(await runAxe(page))).toEqual([]);
    }
  });
});
