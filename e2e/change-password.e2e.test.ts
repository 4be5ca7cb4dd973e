import { en } from '@leadline/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginThroughPage } from './support/browser.js';
import { DEMO_PASSWORD, useBrowserSuite } from './support/suite.js';

const RULE_MESSAGE =
  'Password is containing at least 8 characters, 1 number, 1 upper, 1 lowercase, 1 special symbol and less than 32 characters.';
const CONFIRM_MESSAGE = 'Password confirm is not match';
const OLD_NOT_CORRECT = 'The old password is not correct, please check it out!';

async function openChangePassword(page: Page): Promise<Locator> {
  await page.getByTestId('user-menu-open').click();
  await page.getByTestId('open-change-password').click();
  const dialog = page.getByTestId('change-password-dialog');
  await dialog.getByRole('heading', { name: 'Change password' }).waitFor();
  return dialog;
}

async function fillPasswords(
  dialog: Locator,
  fields: { oldPassword?: string; newPassword?: string; confirmPassword?: string },
): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    const input = dialog.getByTestId(`password-${name}`);
    await input.fill(value);
    await input.blur();
  }
}

/** SPEC.md 5 (password change) and 4 (password expiry). */
describe('change password', () => {
  const suite = useBrowserSuite();

  it('the confirm button stays disabled until all three fields are filled and valid', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const dialog = await openChangePassword(page);
    const submit = dialog.getByTestId('password-submit');
    await expect(submit.isDisabled()).resolves.toBe(true);

    await fillPasswords(dialog, { oldPassword: DEMO_PASSWORD, newPassword: 'Valid@2345' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await fillPasswords(dialog, { confirmPassword: 'Valid@2345' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await fillPasswords(dialog, { oldPassword: '' });
    await expect.poll(() => submit.isDisabled()).toBe(true);
  });

  it('a short new password shows the rule after blur; a different confirmation shows its message', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const dialog = await openChangePassword(page);

    const newPassword = dialog.getByTestId('password-newPassword');
    await newPassword.fill('short');
    // Not before the field is left.
    await expect(dialog.getByText(RULE_MESSAGE).count()).resolves.toBe(0);
    await newPassword.blur();
    await dialog.getByText(RULE_MESSAGE, { exact: true }).waitFor();
    await expect(newPassword.getAttribute('aria-invalid')).resolves.toBe('true');

    await fillPasswords(dialog, { newPassword: 'Valid@2345' });
    await dialog.getByText(RULE_MESSAGE).waitFor({ state: 'detached' });

    await fillPasswords(dialog, { confirmPassword: 'Valid@2346' });
    await dialog.getByText(CONFIRM_MESSAGE, { exact: true }).waitFor();
    await expect(dialog.getByTestId('password-submit').isDisabled()).resolves.toBe(true);

    await fillPasswords(dialog, { confirmPassword: 'Valid@2345' });
    await dialog.getByText(CONFIRM_MESSAGE).waitFor({ state: 'detached' });

    // Cancel closes the dialog (it is not forced for this user); opened again, it starts empty.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    const reopened = await openChangePassword(page);
    await expect(reopened.getByTestId('password-newPassword').inputValue()).resolves.toBe('');
    await expect(reopened.getByText(RULE_MESSAGE).count()).resolves.toBe(0);
    await expect(reopened.getByTestId('password-submit').isDisabled()).resolves.toBe(true);
  });

  it('a wrong old password shows the server message and keeps the dialog open', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    const dialog = await openChangePassword(page);
    await fillPasswords(dialog, {
      oldPassword: 'NotMine@123',
      newPassword: 'Valid@2345',
      confirmPassword: 'Valid@2345',
    });
    await dialog.getByTestId('password-submit').click();
    const error = dialog.getByTestId('password-server-error');
    await expect(error.innerText()).resolves.toBe(OLD_NOT_CORRECT);
    await expect(dialog.isVisible()).resolves.toBe(true);

    // The right old password again as the new one is refused by the server, with its message.
    await fillPasswords(dialog, {
      oldPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    });
    await dialog.getByTestId('password-submit').click();
    await expect.poll(() => error.innerText()).toBe(en.SERVER.password_reused);
    await expect(dialog.isVisible()).resolves.toBe(true);
    // Nothing changed: the session goes on.
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
  });

  it('the right old password and a valid new one change it: Succeed!, the dialog closes, the new password logs in', async () => {
    const page = await suite.openLoggedIn('vn1.cs');
    const dialog = await openChangePassword(page);
    await fillPasswords(dialog, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh#2025a',
      confirmPassword: 'Fresh#2025a',
    });
    await dialog.getByTestId('password-submit').click();
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The session goes on with the token the change returned.
    await page.reload();
    await page.getByTestId('dashboard').waitFor();

    await page.getByTestId('user-menu-open').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/auth/login');

    await loginThroughPage(page, 'vn1.cs', DEMO_PASSWORD);
    await expect(page.getByTestId('login-error').innerText()).resolves.toBe('Bad credentials');

    await loginThroughPage(page, 'vn1.cs', 'Fresh#2025a');
    await page.waitForURL('**/apps/dashboard');
    await expect(page.getByTestId('dashboard-user').innerText()).resolves.toContain('vn1.cs');
  });

  it('an expired password forces the dialog open until the password is changed', async () => {
    const page = await suite.openLoggedIn('vn1.expired');
    const dialog = page.getByTestId('change-password-dialog');
    const title = dialog.getByRole('heading', { name: 'Change password' });
    await title.waitFor();
    await dialog.getByText('Your password has expired. Please choose a new one to continue.').waitFor();
    await expect(dialog.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    // A negative check: leave a closing transition (225 ms) the time to run, then look again.
    await page.waitForTimeout(400);
    await expect(title.isVisible()).resolves.toBe(true);

    // Its Logout button is the way out; the next login forces it again.
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    await loginThroughPage(page, 'vn1.expired');
    await title.waitFor();

    await fillPasswords(dialog, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Renewed@2025',
      confirmPassword: 'Renewed@2025',
    });
    await dialog.getByTestId('password-submit').click();
    await page.getByRole('alert').filter({ hasText: 'Succeed!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('dashboard').waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    await expect(page.getByTestId('password-expiry-warning').count()).resolves.toBe(0);
  });

  it('a password expiring in 5 days shows the warning', async () => {
    const page = await suite.openLoggedIn('vn1.expiring');
    const warning = page.getByTestId('password-expiry-warning');
    await expect(warning.innerText()).resolves.toContain('Your password expires in 5 days');
    await expect(page.getByTestId('change-password-dialog').count()).resolves.toBe(0);

    // "Change now" opens the (dismissable) dialog.
    await warning.getByRole('button', { name: 'Change now' }).click();
    const dialog = page.getByTestId('change-password-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
