import { describe, expect, it } from 'vitest';
import { translate } from '../../locales/index.js';
import { partnerNameKey, partnerStatusKey, sendFailureKeys } from './partner-words.js';

/** Partners' names and words through translated codes, in Vietnamese too. */
describe('partner words', () => {
  const vi = (key: string | null) => (key ? translate('vi', key) : null);

  it('names a partner whatever the case the data holds it in; an unknown one has no key', () => {
    expect(vi(partnerNameKey('GENERAL'))).toBe('Chung (tệp cho kho)');
    expect(vi(partnerNameKey('simulator'))).toBe('Đối tác mô phỏng');
    expect(partnerNameKey('import')).toBeNull();
    expect(partnerNameKey(null)).toBeNull();
  });

  it('reads the simulator’s reports and the demo’s words; a partner’s own text is left as it is', () => {
    expect(vi(partnerStatusKey('delivered: Delivered, cash collected'))).toBe('Đã giao, đã thu tiền');
    expect(vi(partnerStatusKey('Delivered to the customer'))).toBe('Đã giao cho khách hàng');
    expect(vi(partnerStatusKey('in_transit: Scanned at Bangna hub'))).toBe('Đang vận chuyển');
    expect(vi(partnerStatusKey('sent'))).toBe('Đã gửi cho đối tác');
    expect(partnerStatusKey('POD - Received by customer')).toBeNull();
  });

  it('reads a failed send as its kind, with the explanation when it is one we know', () => {
    const refused = sendFailureKeys('refused: address outside the delivery area');
    expect([vi(refused.kind), vi(refused.explanation)]).toEqual([
      'Đối tác từ chối',
      'Địa chỉ ngoài khu vực giao hàng',
    ]);
    expect(sendFailureKeys('http_503: partner temporarily unavailable').kind).toBe(
      'LOGISTICS.FAILURE.partner_error',
    );
    expect(sendFailureKeys('timeout')).toEqual({ kind: 'LOGISTICS.FAILURE.timeout', explanation: null });
    expect(sendFailureKeys('kerry_E12: bad zip')).toEqual({
      kind: 'LOGISTICS.FAILURE.refused',
      explanation: null,
    });
  });
});
