/**
 * Money is stored and sent as integer minor units of the org's currency (DOMAIN.md) and shown
 * with comma thousands (SPEC.md 9). Rupiah and dong are used without decimals in practice.
 */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = {
  VND: 0,
  IDR: 0,
  THB: 2,
  PHP: 2,
  MYR: 2,
  INR: 2,
  USD: 2,
};

export function currencyDecimals(currency: string): number {
  return CURRENCY_DECIMALS[currency] ?? 2;
}

/** 1234567 minor units of THB → "12,345.67"; of VND → "1,234,567". */
export function formatMoney(minorUnits: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  const value = minorUnits / 10 ** decimals;
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** SPEC.md 3: a product's price is the first value of its pipe-separated price string. */
export function firstPrice(priceTiers: string | null | undefined): number {
  const first = (priceTiers ?? '').split('|')[0]?.trim() ?? '';
  const value = Number(first);
  return first !== '' && Number.isFinite(value) ? value : 0;
}

export function priceTiers(priceString: string | null | undefined): number[] {
  return (priceString ?? '')
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '' && Number.isFinite(Number(part)))
    .map(Number);
}
