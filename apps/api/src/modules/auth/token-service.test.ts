import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { TokenService } from './token-service.js';

const secret = new TextEncoder().encode('a-test-secret-of-enough-length-for-hs256');
const subject = { userId: 7, userName: 'vn1.agent', orgId: 4, roles: [12] };

async function refusal(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return error instanceof AppError ? error.errorCode : String(error);
  }
}

/** Changes one character of the signature: the same header and claims, a forged signature. */
function forge(token: string): string {
  const last = token.at(-2) === 'A' ? 'B' : 'A';
  return `${token.slice(0, -2)}${last}${token.at(-1)}`;
}

describe('TokenService.verify with its cache of verified tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims from the cache, and still refuses a forged signature after', async () => {
    const tokens = new TokenService(secret, 3600);
    const token = await tokens.sign(subject);
    const first = await tokens.verify(token);
    const again = await tokens.verify(token);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ sub: '7', user_name: 'vn1.agent', org_id: 4, roles: [12] });
    expect(await refusal(tokens.verify(forge(token)))).toBe('invalid_token');
    expect(await refusal(tokens.verify(`${token}x`))).toBe('invalid_token');
  });

  it('refuses a cached token once its expiry has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
    const tokens = new TokenService(secret, 60);
    const token = await tokens.sign(subject);
    await tokens.verify(token);
    vi.setSystemTime(new Date('2026-11-25T08:00:59Z'));
    expect((await tokens.verify(token)).sub).toBe('7');
    vi.setSystemTime(new Date('2026-11-25T08:01:00Z'));
    expect(await refusal(tokens.verify(token))).toBe('invalid_token');
  });

  it('does not share verified tokens between secrets', async () => {
    const ours = new TokenService(secret, 3600);
    const theirs = new TokenService(new TextEncoder().encode('another-secret-of-enough-length-xx'), 3600);
    const token = await theirs.sign(subject);
    await theirs.verify(token);
    expect(await refusal(ours.verify(token))).toBe('invalid_token');
  });
});
