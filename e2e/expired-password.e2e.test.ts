import { describe, expect, it } from 'vitest';
import { useBrowserSuite } from './support/suite.js';

/** A user whose password has expired can still change the language, and is told it expired. */
describe('an expired password', () => {
  const suite = useBrowserSuite();

  it('keeps the language switcher in reach in the forced dialog', async () => {
    const page = await suite.openLoggedIn('vn1.expired');
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.getByText('Your password has expired. Please choose a new one to continue.').waitFor();
    await dialog.getByTestId('language-switcher').click();
    await page.getByTestId('language-vi').click();
    await dialog.getByText('Mật khẩu của bạn đã hết hạn. Vui lòng chọn mật khẩu mới để tiếp tục.').waitFor();
    await expect(dialog.getByTestId('language-switcher').innerText()).resolves.toBe('VI');
  });

  it('says the password expired, not that it expires, for a past date', async () => {
    const page = await suite.openLoggedIn('vn1.expired');
    const dashboard = page.getByTestId('dashboard');
    await dashboard.getByText('Password expired', { exact: true }).waitFor();
    await expect(dashboard.getByText('Password expires', { exact: true }).count()).resolves.toBe(0);
  });

  it('still says when a password that has not expired expires', async () => {
    const page = await suite.openLoggedIn('vn1.expiring');
    await page.getByTestId('dashboard').getByText('Password expires', { exact: true }).waitFor();
  });
});
