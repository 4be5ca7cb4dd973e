import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

const pgError = (code: string) => Object.assign(new Error('x'), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable: an outage to retry, not a fault of ours', () => {
  it('knows the sessions ended and the servers that cannot serve', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(
      isDatabaseUnavailable(new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })])),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: pgError('57P01') }))).toBe(true);
  });

  it('leaves bugs and bad input to their own answers', () => {
    for (const code of ['23505', '22003', '42703', '40001', '25006'])
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
