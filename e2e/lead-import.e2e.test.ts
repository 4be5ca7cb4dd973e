import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_IMPORT_HEADERS, readFirstSheet, xlsxWorkbook } from '../apps/api/src/testing/xlsx-fixtures.js';
import { useBrowserSuite } from './support/suite.js';

/**
 * Lead import (SPEC.md 7.2 'POST lead/excel/upload', 'POST lead/excel/download'). The dialog
 * opens from the order list page's ImportLeadsButton; the dialog tests run once the order list
 * page places it (apps/web/src/features/orders/order-list-page.tsx, see docs/lead-intake.md).
 */
const ORDER_LIST_PAGE = fileURLToPath(
  new URL('../apps/web/src/features/orders/order-list-page.tsx', import.meta.url),
);
const buttonOnOrderList = readFileSync(ORDER_LIST_PAGE, 'utf8').includes('ImportLeadsButton');

/** A file of three leads, the second with a phone that is not a phone. */
const leadsWithOneBadRow = () =>
  xlsxWorkbook([
    LEAD_IMPORT_HEADERS,
    [
      'Nguyễn Thị Thu',
      '0397 551 201',
      'Hà Nội',
      null,
      'Ba Đình',
      'Số 3 Phố Kim Mã',
      null,
      'Facebook Ads',
      null,
      null,
    ],
    ['Sai Số', '12-34', null, null, null, null, null, null, null, null],
    ['Trần Văn Tâm', '+84 397 551 202', null, null, null, null, null, null, null, null],
  ]);

describe('lead import', () => {
  const suite = useBrowserSuite();
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'leadline-import-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  async function openDialog(page: Page): Promise<void> {
    await page.goto('/apps/orders/list');
    await page.getByTestId('import-leads-button').click();
    await page.getByTestId('import-leads-dialog').waitFor();
    await page.getByTestId('import-campaign').getByRole('combobox').click();
    await page.getByRole('option').first().click();
    // The campaign's first calling list is chosen for the user.
    await expect
      .poll(() => page.getByTestId('import-calling-list').getByRole('combobox').innerText())
      .toMatch(/List 1/);
  }

  describe.runIf(buttonOnOrderList)('the dialog on the order list page', () => {
    it('imports a file with one bad row, reports it and saves the failed rows as downloadImportFailed.xlsx', async () => {
      const page = await suite.openLoggedIn('vn1.team-leader');
      await openDialog(page);

      const template = page.waitForEvent('download');
      await page.getByTestId('import-template').click();
      const templateFile = await template;
      expect(templateFile.suggestedFilename()).toBe('leadImportTemplate.xlsx');
      const templateRows = await readFirstSheet(await readFile((await templateFile.path())!));
      expect(templateRows[0]?.slice(0, 2)).toEqual(['Name', 'Phone']);

      const path = join(folder, 'leads.xlsx');
      await writeFile(path, await leadsWithOneBadRow());
      await page.getByTestId('import-file-input').setInputFiles(path);
      await expect(page.getByTestId('import-file-name').innerText()).resolves.toBe('leads.xlsx');
      await page.getByTestId('import-submit').click();

      await page.getByTestId('import-result').waitFor();
      await expect(page.getByTestId('import-total').innerText()).resolves.toBe('3');
      await expect(page.getByTestId('import-imported').innerText()).resolves.toBe('2');
      await expect(page.getByTestId('import-failed').innerText()).resolves.toBe('1');
      await page.getByText(/^Imported 2 of 3 rows/).waitFor();

      const download = page.waitForEvent('download');
      await page.getByTestId('import-download-failed').click();
      const failed = await download;
      expect(failed.suggestedFilename()).toBe('downloadImportFailed.xlsx');
      const rows = await readFirstSheet(await readFile((await failed.path())!));
      expect(rows[0]).toEqual(['Row', ...LEAD_IMPORT_HEADERS, 'Reason']);
      expect(rows).toHaveLength(2);
      expect(rows[1]?.slice(0, 3)).toEqual(['3', 'Sai Số', '12-34']);
      expect(rows[1]?.at(-1)).toBe('The phone is not a valid mobile number of the organisation’s country.');

      await page.getByTestId('import-close').click();
      await page.getByTestId('import-leads-dialog').waitFor({ state: 'detached' });
    });

    it('speaks Vietnamese and shows the server’s refusal of a file that is not a workbook', async () => {
      const page = await suite.openLoggedIn('vn1.manager', { language: 'vi' });
      await openDialog(page);
      await expect(page.getByTestId('import-submit').innerText()).resolves.toBe('Nhập');

      const notXlsx = join(folder, 'leads.csv');
      await writeFile(notXlsx, 'Name,Phone\nAn,0912345678\n');
      await page.getByTestId('import-file-input').setInputFiles(notXlsx);
      await expect(page.getByTestId('import-error').innerText()).resolves.toBe('Hãy chọn tệp Excel .xlsx.');

      const disguised = join(folder, 'disguised.xlsx');
      await writeFile(disguised, 'Name,Phone\nAn,0912345678\n');
      await page.getByTestId('import-file-input').setInputFiles(disguised);
      await page.getByTestId('import-submit').click();
      await expect(page.getByTestId('import-error').innerText()).resolves.toMatch(
        /không phải bảng tính Excel/,
      );
      // Still open, with nothing imported: the user can pick another file.
      await expect(page.getByTestId('import-submit').isEnabled()).resolves.toBe(true);
    });

    it('is not offered to agents', async () => {
      const page = await suite.openLoggedIn('vn1.agent');
      await page.goto('/apps/orders/list');
      await page.getByRole('heading', { level: 1, name: 'Order List' }).waitFor();
      await expect(page.getByTestId('import-leads-button').count()).resolves.toBe(0);
    });
  });

  // Until the button is on the order list page: the same calls, made from the browser session.
  it('uploads from the browser session and serves the failed rows as downloadImportFailed.xlsx', async () => {
    const page = await suite.openLoggedIn('vn1.team-leader');
    const file = [...(await leadsWithOneBadRow())];
    const outcome = await page.evaluate(async (bytes) => {
      const auth = { authorization: `Bearer ${window.localStorage.getItem('access_token')}` };
      const campaigns = await (await fetch('/api/campaign', { headers: auth })).json();
      const campaignId = campaigns.data[0].id;
      const lists = await (await fetch(`/api/campaign/${campaignId}/callinglist`, { headers: auth })).json();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), 'leads.xlsx');
      const upload = await fetch(`/api/lead/excel/upload/${campaignId}/${lists.data[0].id}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const imported = await upload.json();
      const failed = await fetch('/api/lead/excel/download', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ importId: imported.data.importId }),
      });
      return {
        imported,
        disposition: failed.headers.get('content-disposition'),
        bytes: [...new Uint8Array(await failed.arrayBuffer())],
      };
    }, file);
    expect(outcome.imported).toMatchObject({
      code: 200,
      data: { totalRows: 3, importedRows: 2, failedRows: 1 },
    });
    expect(outcome.disposition).toContain('filename="downloadImportFailed.xlsx"');
    const rows = await readFirstSheet(Buffer.from(outcome.bytes));
    expect(rows[1]?.slice(0, 3)).toEqual(['3', 'Sai Số', '12-34']);
  });
});
