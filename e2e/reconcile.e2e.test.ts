import type { ReconcileRow, ShippingRow } from '@leadline/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxWorkbook } from '../apps/api/src/testing/xlsx-fixtures.js';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

const HEADER = ['Tracking code', 'DO ID', 'Status', 'COD collected', 'Fee', 'Date'];

/** SPEC.md 2.1, 7.7, 8; DOMAIN.md 'Reconciliation': DO reconcile in Chromium, as finance. */
describe('reconcile', () => {
  const suite = useBrowserSuite({ env: { JOB_POLL_MS: '200' } });

  it('a finance user uploads a reconcile file, sees the mismatches and exports them', async () => {
    const page = await suite.openLoggedIn('vn1.finance', { path: '/apps/orders/reconcile' });
    await page.getByTestId('page-orders.reconcile').waitFor();
    const delivered = await callApi<ShippingRow[]>(page, 'POST', '/api/shipping/orders', {
      status: [5],
      limit: 50,
    });
    const [good, short] = delivered.data.filter((row) => row.trackingCode && row.codAmount > 1000);
    if (!good?.trackingCode || !short?.trackingCode) throw new Error('no delivered DOs in the demo data');
    const unknown = `E2E-NO-DO-${Date.now()}`;
    const file = async (rows: (string | number | null)[][]) => ({
      name: 'partner-cod.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsxWorkbook([HEADER, ...rows], 'COD'),
    });
    const rows = [
      [good.trackingCode, good.doId, 'Delivered', good.codAmount, 12_345, '2026-11-20'],
      [short.trackingCode, null, 'Delivered', short.codAmount - 1000, 12_345, '2026-11-20'],
      [unknown, null, 'Delivered', 99_000, 12_345, '2026-11-21'],
    ];

    // A bad row refuses the whole file, naming the row (the 400's data is shown).
    await page.getByTestId('reconcile-upload').click();
    await page.getByTestId('reconcile-upload-dialog').waitFor();
    await page
      .getByTestId('reconcile-file')
      .setInputFiles(await file([...rows, ['E2E-BAD-1', null, 'Flying', 1, 0, '']]));
    await page.getByTestId('reconcile-preview-button').click();
    await expect(page.getByTestId('reconcile-upload-error').innerText()).resolves.toBe(
      'Row 5: the status “Flying” is not a delivery status. Nothing was imported.',
    );

    // The good file: its preview, then confirm.
    const partnerFile = await file(rows);
    await page.getByTestId('reconcile-file').setInputFiles(partnerFile);
    await page.getByTestId('reconcile-preview-button').click();
    await expect(page.getByTestId('reconcile-preview-summary').innerText()).resolves.toContain(
      '3 rows: 1 matched, 1 mismatched, 1 pending.',
    );
    await page.getByTestId('reconcile-apply').click();
    await page.getByRole('alert').filter({ hasText: 'File imported: 3 rows' }).waitFor();
    await page.getByTestId('reconcile-upload-dialog').waitFor({ state: 'detached' });

    // The mismatches: the short one with its difference.
    await page.getByTestId('reconcile-tab-mismatched').click();
    await waitForSettledTable(page, 'reconcile-table');
    await expect(page.getByTestId('reconcile-table').innerText()).resolves.toContain(short.trackingCode);
    // The advanced filter narrows the tab to one code; the newest row (this file's) comes first.
    await page.getByTestId('reconcile-search').fill(short.trackingCode);
    await page.getByTestId('reconcile-filter-submit').click();
    await waitForSettledTable(page, 'reconcile-table');
    const shortRow = page.locator('[data-testid="reconcile-table-row"]').first();
    await expect(shortRow.innerText()).resolves.toContain(short.trackingCode);
    await expect(shortRow.innerText()).resolves.toContain('-1,000');
    // The matched one is not among the mismatches, and is under Matched.
    await page.getByTestId('reconcile-search').fill(good.trackingCode);
    await page.getByTestId('reconcile-filter-submit').click();
    await waitForSettledTable(page, 'reconcile-table');
    await page.getByTestId('reconcile-tab-matched').click();
    await waitForSettledTable(page, 'reconcile-table');
    await expect(page.locator('[data-testid="reconcile-table-row"]').first().innerText()).resolves.toContain(
      good.trackingCode,
    );
    await page.getByTestId('reconcile-search').fill('');
    await page.getByTestId('reconcile-filter-submit').click();
    await page.getByTestId('reconcile-tab-mismatched').click();
    await waitForSettledTable(page, 'reconcile-table');

    // The same file again opens the duplicate-import dialog.
    await page.getByTestId('reconcile-upload').click();
    await page.getByTestId('reconcile-file').setInputFiles(partnerFile);
    await page.getByTestId('reconcile-preview-button').click();
    await page.getByTestId('reconcile-duplicate-dialog').getByText('File already imported').waitFor();
    await page.getByTestId('reconcile-duplicate-dialog').getByRole('button').click();

    // The export of the tab: reconcile-mismatched-<timestamp>.xlsx holding the mismatched rows.
    const expected = await callApi<{ deliveryOrders: ReconcileRow[] }>(
      page,
      'POST',
      '/api/reconciliations/delivery-orders?page=0&size=200',
      { tab: 'mismatched' },
    );
    const download = page.waitForEvent('download');
    await page.getByTestId('reconcile-export').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/^reconcile-mismatched-\d{8}T\d{6}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await saved.path());
    const sheet = workbook.worksheets[0]!;
    const exported: { code: unknown; result: unknown; difference: unknown }[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1)
        exported.push({
          code: row.getCell(1).value,
          result: row.getCell(4).value,
          difference: row.getCell(10).value,
        });
    });
    expect(exported).toHaveLength(expected.total ?? -1);
    expect(exported.every((row) => row.result === 'Mismatched')).toBe(true);
    expect(exported.map((row) => row.code)).toEqual(
      expected.data.deliveryOrders.map((row) => row.trackingCode),
    );
    expect(exported.find((row) => row.code === short.trackingCode)?.difference).toBe(-1000);
  });
});
