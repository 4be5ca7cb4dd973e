import type { Locator, Page } from 'playwright-core';

/**
 * On a paused page clock, moves it by 20 ms steps until `locator` shows. What the page waits for
 * comes on the real network, and the page's own zero-delay timers then need the clock to move; the
 * clock stands at most 20 ms past the moment it showed, however slow the machine, so the delays the
 * test counts after it start from there.
 */
export async function stepClockUntilVisible(page: Page, locator: Locator, failure: string): Promise<void> {
  for (let step = 0; !(await locator.isVisible()); step++) {
    if (step > 1_500) throw new Error(failure);
    await page.clock.runFor(20);
  }
}
