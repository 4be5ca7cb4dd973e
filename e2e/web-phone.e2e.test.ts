import type { Cdr } from '@leadline/contracts';
import type { FrameLocator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/session.js';
import { useBrowserSuite } from './support/suite.js';

const stateOf = (phone: FrameLocator) => phone.getByTestId('phone-call').getAttribute('data-state');

describe('web phone panel', () => {
  // Simulated time 5x faster: calls ring for a second or so, so there is time to act on them.
  const suite = useBrowserSuite({ env: { TELEPHONY_SIM_SPEED: '5', TELEPHONY_SIM_SEED: 'web-phone-e2e' } });

  it('dials a typed number from the frame, mutes and hangs up; the CDR is written', async () => {
    // vn4.agent lands on the dialer-mode choice (SPEC.md 2.4); the phone lives in the shell.
    const page = await suite.openLoggedIn('vn4.agent', { path: '/apps/dashboard' });
    await page.getByTestId('web-phone-toggle').click();
    const phone = page.frameLocator('[data-testid="web-phone-frame"]');
    await phone.getByTestId('phone-idle').waitFor();

    let live = false;
    for (let attempt = 0; attempt < 6 && !live; attempt++) {
      await phone.getByTestId('phone-input').fill('');
      for (const key of '0901234567') await phone.getByTestId(`phone-key-${key}`).click();
      await phone.getByTestId('phone-call-button').click();
      await phone.getByTestId('phone-call').waitFor();
      await expect.poll(() => stateOf(phone), { timeout: 10_000 }).toMatch(/ringing|answered|ended/);
      live = (await stateOf(phone)) !== 'ended';
      if (!live) await phone.getByTestId('phone-call-button').waitFor();
    }
    expect(live).toBe(true);
    expect(await phone.getByTestId('phone-number').textContent()).toBe('0901234567');

    await phone.getByTestId('phone-mute').click();
    await expect.poll(() => phone.getByTestId('phone-mute').getAttribute('aria-pressed')).toBe('true');
    await phone.getByTestId('phone-hangup').click();
    await expect.poll(() => stateOf(phone)).toBe('ended');
    await phone.getByTestId('phone-call-button').waitFor();

    // Minimised, the frame stays loaded; the call is in the CDRs (the customers group's list).
    await page.getByTestId('web-phone-minimise').click();
    expect(await page.getByTestId('web-phone-frame').count()).toBe(1);
    const supervisor = await suite.openLoggedIn('hq.admin', { path: '/apps/dashboard' });
    const cdrs = (await callApi<Cdr[]>(supervisor, 'GET', '/api/cdrs?phone=0901234567&orgId=15')).data;
    expect(cdrs[0]).toMatchObject({ phone: '0901234567', leadId: null, state: 'ended' });
    expect(cdrs[0]?.endReason).toBe('agent_hangup');
  });

  it('shows a call started elsewhere (a lead screen) through the push channel', async () => {
    const page = await suite.openLoggedIn('vn4.agent', { path: '/apps/dashboard' });
    await page.getByTestId('web-phone-toggle').click();
    const phone = page.frameLocator('[data-testid="web-phone-frame"]');
    // Idle (or showing the previous test's ended call): the dial button is there.
    await phone.getByTestId('phone-call-button').waitFor();
    // The idle phone does not poll: only the call.state push can bring this call into the frame.
    await callApi(page, 'POST', '/api/telephony/dial', { phone: '0907654321' });
    await expect
      .poll(() => phone.getByTestId('phone-number').textContent(), { timeout: 5000 })
      .toBe('0907654321');
  });

  it('is not shown to an agent outside VN4', async () => {
    const page = await suite.openLoggedIn('vn1.agent');
    // The shell asks the server whether this user has a phone: its answer is in before we look,
    // so the phone's absence is not a matter of time.
    const answered = page.waitForResponse((response) => response.url().includes('/api/telephony/web-phone'));
    await page.goto('/apps/dashboard');
    await page.getByTestId('app-toolbar').waitFor();
    const answer = (await (await answered).json()) as { data: { visible: boolean } };
    expect(answer.data.visible).toBe(false);
    expect(await page.getByTestId('web-phone-toggle').count()).toBe(0);
  });
});
