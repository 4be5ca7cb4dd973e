import type { ManagedProduct } from '@leadline/contracts';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from '../../../../../e2e/support/server.js';
import { callApi } from '../../../../../e2e/support/session.js';
import { openSignedIn, type ScreenshotScene } from '../../../../../scripts/screenshot-scene.js';

/**
 * Catalogue management (docs/products.md 'Management'), en and vi: the product list and its new,
 * view, stock and trash-warning dialogs, the combo list and its dialog, the promotion list and its
 * dialog showing SPEC.md 5's 'Discount can not bigger than 100.'.
 */
async function shootProducts(
  browser: Browser,
  server: RunningServer,
  shoot: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  for (const language of ['en', 'vi'] as const) {
    const { context, page } = await openSignedIn(browser, server, 'vn1.manager', language);
    const settle = async (testId: string) => {
      await page.getByTestId(`${testId}-row`).first().waitFor();
      await page.waitForTimeout(600);
    };
    const close = async () => {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
    };

    await page.goto('/apps/products/management');
    await settle('product-list');
    await shoot(page, `products-list-${language}`);
    await page.getByTestId('product-new').click();
    await page.getByTestId('product-save').click();
    await page.waitForTimeout(300);
    await shoot(page, `products-new-${language}`);
    await close();

    // A plain product that a demo combo holds: its view, stock and the warning before trash.
    const combos = await callApi<ManagedProduct[]>(page, 'POST', '/api/product-management/products/search', {
      productType: 2,
      limit: 5,
    });
    const element = combos.data[0]?.productInCombo[0];
    if (element) {
      await page.getByTestId('filter-search').fill(element.prodName);
      await page.getByTestId('catalogue-filter-submit').click();
      await settle('product-list');
      await page.getByTestId(`view-${element.prodId}`).click();
      await page.getByTestId('stock-table').waitFor();
      await page.waitForTimeout(500);
      await shoot(page, `products-view-${language}`);
      await close();
      await page.getByTestId(`stock-${element.prodId}`).click();
      await page.getByTestId('stock-table').waitFor();
      await page.waitForTimeout(400);
      await shoot(page, `products-stock-${language}`);
      await close();
      await page.getByTestId(`trash-${element.prodId}`).click();
      await page.getByTestId('product-warning').waitFor();
      await page.waitForTimeout(400);
      await shoot(page, `products-warning-${language}`);
      await close();
      await page.getByTestId('catalogue-filter-reset').click();
    }

    await page.goto('/apps/product-combo/management');
    await settle('combo-list');
    await shoot(page, `products-combos-${language}`);
    await page.getByTestId('combo-list-row').first().locator('[data-testid^="edit-"]').click();
    await page.getByTestId('combo-elements').waitFor();
    await page.locator('[data-testid^="element-weight-"]').first().fill('101');
    await page.getByTestId('product-save').click();
    await page.waitForTimeout(400);
    await shoot(page, `products-combo-edit-${language}`);
    await close();

    await page.goto('/apps/product-promotion/management');
    await settle('promotion-list');
    await shoot(page, `products-promotions-${language}`);
    await page.getByTestId('promotion-new').click();
    await page.getByTestId('promotion-code').fill('SUMMER');
    await page.getByTestId('promotion-name').fill(language === 'vi' ? 'Khuyến mãi hè' : 'Summer offer');
    await page.getByTestId('promotion-discount').fill('120');
    await page.getByTestId('promotion-save').click();
    await page.waitForTimeout(400);
    await shoot(page, `products-promotion-new-${language}`);
    await context.close();
  }
}

export const SCENES: ScreenshotScene[] = [
  { name: 'products', run: ({ browser, server, shoot }) => shootProducts(browser, server, shoot) },
];
