import { describe, expect, it } from 'vitest';
import { translate } from '../../locales/index.js';

describe('the statement import message', () => {
  const result = { stored: 1, duplicates: 0, matched: 1 };

  it('reads "1 row", not "1 rows", and counts in both languages', () => {
    expect(translate('en', 'TRANSACTION_VERIFICATION.IMPORT_DONE', { ...result, count: 1 })).toBe(
      '1 row read: 1 new, 0 already imported, 1 matched to an order.',
    );
    expect(translate('en', 'TRANSACTION_VERIFICATION.IMPORT_DONE', { ...result, count: 3 })).toMatch(
      /^3 rows read:/,
    );
    expect(translate('vi', 'TRANSACTION_VERIFICATION.IMPORT_DONE', { ...result, count: 1 })).toMatch(
      /^Đã đọc 1 dòng:/,
    );
  });
});
