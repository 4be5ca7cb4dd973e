import { type DeliveryRiskReason, en } from '@leadline/contracts';
import { vi } from '@leadline/contracts/locales/vi';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { riskReasonText } from './delivery-risk';

/** The reasons' sentences (docs/delivery-risk.md): the bins that are words are said in the language. */
describe('a delivery-risk reason in words', () => {
  const reason: DeliveryRiskReason = {
    signal: 'address',
    bin: 'no-ward',
    returned: 12,
    parcels: 30,
    rate: 0.4,
    smoothed: 0.3,
    baseRate: 0.2,
    weight: 0.5,
  };

  async function textIn(language: 'en' | 'vi', of: DeliveryRiskReason) {
    const i18n = createInstance();
    await i18n.init({
      resources: { en: { translation: en }, vi: { translation: vi } },
      lng: language,
      interpolation: { escapeValue: false },
    });
    return riskReasonText(i18n.t, language, of);
  }

  it('translates a word bin, and says a count bin as it is', async () => {
    expect(await textIn('en', reason)).toContain('no ward');
    expect(await textIn('vi', reason)).toContain('thiếu phường/xã');
    expect(await textIn('vi', { ...reason, signal: 'talk', bin: 'talk-short' })).toContain('dưới một phút');
    expect(await textIn('en', { ...reason, signal: 'attempts', bin: '4+' })).toContain('after 4+ calls');
    expect(await textIn('vi', { ...reason, signal: 'value', bin: 'value-very-high' })).toContain(
      'gấp 3 lần trở lên',
    );
  });
});
