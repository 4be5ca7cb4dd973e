import type { Cdr, OrderListRow } from '@leadline/contracts';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForSettledTable } from './support/controls.js';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

/** Click-to-call on the agent's leads until the simulator answers one; returns its CDR. */
async function answeredCall(page: Page): Promise<Cdr> {
  const leads = (await callApi<OrderListRow[]>(page, 'GET', '/api/orders/list?leadStatus=1&limit=12')).data;
  for (const lead of leads) {
    const started = await callApi<{ callId: number }>(
      page,
      'GET',
      `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.leadId}`,
    );
    expect(started.code).toBe(200);
    for (let attempt = 0; attempt < 100; attempt++) {
      const cdrs = (await callApi<Cdr[]>(page, 'GET', `/api/lead/${lead.leadId}/cdr`)).data;
      const cdr = cdrs.find((row) => row.callId === started.data.callId);
      if (cdr?.state === 'ended') {
        if (cdr.disposition === 'answered') return cdr;
        break;
      }
      await page.waitForTimeout(100);
    }
  }
  throw new Error('no call was answered');
}

async function openCdrs(page: Page) {
  await page.goto('/apps/customers/cdrs');
  await page.getByTestId('page-customers.cdrs').waitFor();
  await waitForSettledTable(page, 'cdr-table');
}

describe('CDRs page: list, recording playback and export', () => {
  // Simulated calls 20 times faster: a call is over in a second or two.
  const suite = useBrowserSuite({ env: { TELEPHONY_SIM_SPEED: '20', TELEPHONY_SIM_SEED: 'cdrs-e2e' } });

  it('plays the recording of a call made on a lead, and exports the filtered list', async () => {
    const agentPage = await suite.openLoggedIn('vn1.agent');
    const cdr = await answeredCall(agentPage);
    expect(cdr.recordingUrl).not.toBeNull();

    const page = await suite.openLoggedIn('vn1.manager');
    await openCdrs(page);
    expect(await page.getByTestId('cdr-table-row').count()).toBeGreaterThan(0);

    await page.getByTestId('cdr-lead-id').fill(String(cdr.leadId));
    await page.getByTestId('cdr-search').click();
    const row = page.locator(`[data-testid="cdr-table-row"][data-row-id="${cdr.callId}"]`);
    await row.waitFor();
    await row.getByTestId('cdr-play').click();

    const audio = page.getByTestId('cdr-audio');
    await audio.waitFor();
    // The browser reads the WAV's header through the signed URL: its length is the call's talk time.
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('[data-testid="cdr-audio"]');
      return element !== null && element.readyState >= 1 && element.duration > 0;
    });
    const duration = await audio.evaluate((element: HTMLAudioElement) => element.duration);
    expect(Math.abs(duration - (cdr.durationSeconds ?? 0))).toBeLessThan(1);
    // It plays (the dialog opened on a click, so autoplay is allowed) and seeks (Range requests).
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await page.waitForFunction(
      () => (document.querySelector<HTMLAudioElement>('[data-testid="cdr-audio"]')?.currentTime ?? 0) > 0,
    );
    await audio.evaluate((element: HTMLAudioElement) => {
      element.currentTime = Math.max(0, element.duration - 1.5);
    });
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('[data-testid="cdr-audio"]');
      return element !== null && !element.seeking && element.currentTime >= element.duration - 1.6;
    });
    await page.getByTestId('cdr-player-close').click();

    const expected = await callApi<Cdr[]>(page, 'GET', `/api/cdrs?leadId=${cdr.leadId}`);
    const download = page.waitForEvent('download');
    await page.getByTestId('cdr-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cdrs.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const sheet = workbook.worksheets[0]!;
    const ids: unknown[] = [];
    sheet.eachRow((sheetRow, index) => {
      if (index > 1) ids.push(sheetRow.getCell(1).value);
    });
    expect(ids).toEqual(expected.data.map((entry) => entry.callId));
    expect(ids).toContain(cdr.callId);
  });

  it("lists the lead's calls on its edit screen, where the recording plays too", async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const cdr = await answeredCall(page);
    await page.goto(`/apps/orders/edit/lead/${cdr.leadId}`);
    await page.getByTestId('tab-calls').click();
    const calls = page.getByTestId('lead-call');
    await calls.first().waitFor();
    const expected = await callApi<Cdr[]>(page, 'GET', `/api/lead/${cdr.leadId}/cdr`);
    expect(await calls.count()).toBe(expected.data.length);
    // Newest first: the answered call is the first row, with its outcome and a play button.
    await expect(calls.first().getByTestId('cdr-disposition-chip').innerText()).resolves.toBe('Answered');
    await calls.first().getByTestId('lead-call-play').click();
    await page.waitForFunction(() => {
      const element = document.querySelector<HTMLAudioElement>('[data-testid="cdr-audio"]');
      return element !== null && element.readyState >= 1 && element.duration > 0;
    });
  });

  it('shows No data to show! for a filter without calls, in Vietnamese too', async () => {
    const page = await suite.openLoggedIn('vn1.manager', { language: 'vi' });
    await openCdrs(page);
    await page.getByTestId('cdr-phone').fill('000000000');
    await page.getByTestId('cdr-search').click();
    await page.getByTestId('cdr-table-empty').waitFor();
    expect(await page.getByTestId('cdr-table-empty').textContent()).toContain('Không có dữ liệu');
  });
});
