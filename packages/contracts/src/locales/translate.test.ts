import { describe, expect, it } from 'vitest';
import { translate } from './index.js';

/** The server's messages (translate) pick plural forms as i18next does in the browser. */
describe('translate', () => {
  const counts = { matched: 1, mismatched: 0, pending: 0 };

  it('picks KEY_one or KEY_other by the count, in each language', () => {
    expect(translate('en', 'RECONCILE.MESSAGE.IMPORTED', { ...counts, rows: 1, count: 1 })).toBe(
      'File imported: 1 row (1 matched, 0 mismatched, 0 pending).',
    );
    expect(translate('en', 'RECONCILE.MESSAGE.IMPORTED', { ...counts, rows: 3, count: 3 })).toBe(
      'File imported: 3 rows (1 matched, 0 mismatched, 0 pending).',
    );
    // Vietnamese has one form: Intl.PluralRules('vi') says 'other' for every count.
    expect(translate('vi', 'RECONCILE.MESSAGE.IMPORTED', { ...counts, rows: 1, count: 1 })).toBe(
      'Đã nhập file: 1 dòng (1 khớp, 0 lệch, 0 đang chờ).',
    );
  });

  it('keeps a key without plural forms as it was, count or not', () => {
    expect(translate('en', 'COMMON.SUCCEED', { count: 2 })).toBe(translate('en', 'COMMON.SUCCEED'));
    expect(translate('en', 'NO.SUCH.KEY', { count: 1 })).toBe('NO.SUCH.KEY');
  });
});
