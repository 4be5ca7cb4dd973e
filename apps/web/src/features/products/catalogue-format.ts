import { findOrg, formatMoney, priceTiers } from '@leadline/contracts';

/** The currency of an org's money (VND, THB, ...). */
export const currencyOf = (orgId: number) => findOrg(orgId)?.currency ?? '';

/** Price tiers as the screens show them: "390,000 / 690,000 VND" (THB shows satang as decimals). */
export function formatTiers(price: string | null, orgId: number): string {
  if (!price) return '';
  const currency = currencyOf(orgId);
  const amounts = priceTiers(price).map((tier) => formatMoney(tier, currency || 'VND'));
  return `${amounts.join(' / ')} ${currency}`.trim();
}

/** An amount of minor units with its currency. */
export const formatPrice = (minorUnits: number, orgId: number) =>
  `${formatMoney(minorUnits, currencyOf(orgId) || 'VND')} ${currencyOf(orgId)}`.trim();
