import { findOrg, formatMoney, priceTiers } from '@leadline/contracts';
import { formatAmount } from '../../shared/format/format';

/** The currency of an org's money (VND, THB, ...). */
export const currencyOf = (orgId: number) => findOrg(orgId)?.currency ?? '';

/** Price tiers as the screens show them: "390,000 / 690,000 VND" (THB shows satang as decimals). */
export function formatTiers(price: string | null, orgId: number): string {
  if (!price) return '';
  const currency = currencyOf(orgId);
  const amounts = priceTiers(price).map((tier) => formatMoney(tier, currency || 'VND'));
  return `${amounts.join(' / ')} ${currency}`.trim();
}

/** An amount of minor units with its org's currency, in the screens' one money format. */
export const formatPrice = (minorUnits: number, orgId: number) =>
  formatAmount(minorUnits, currencyOf(orgId) || 'VND');
