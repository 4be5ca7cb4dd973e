import { currencyDecimals } from '@leadline/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES: Record<string, string> = { en: 'en-GB', vi: 'vi-VN' };

/**
 * The dashboard's numbers in the page's language (Intl): counts, money in the org's currency
 * from minor units, rates and durations; days (YYYY-MM-DD, already the org's) as short dates.
 */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? i18n.language;
  return useMemo(() => {
    const counts = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const days = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
    const compacts = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const moneys = new Map<string, Intl.NumberFormat>();
    const moneyFormat = (currency: string) => {
      let format = moneys.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code' });
        moneys.set(currency, format);
      }
      return format;
    };
    return {
      count: (value: number) => counts.format(value),
      money: (minorUnits: number, currency: string) =>
        moneyFormat(currency).format(minorUnits / 10 ** currencyDecimals(currency)),
      /** Money without its code, shortened (1.5M, 1,5 Tr): a chart's axis. */
      compactMoney: (minorUnits: number, currency: string) =>
        compacts.format(minorUnits / 10 ** currencyDecimals(currency)),
      /** A share, or a dash when there is nothing to divide by. */
      rate: (part: number, whole: number) => (whole > 0 ? percents.format(part / whole) : '–'),
      duration: (seconds: number) => {
        const hours = Math.floor(seconds / 3600);
        const minutes = Math.floor((seconds % 3600) / 60);
        const rest = seconds % 60;
        const two = (value: number) => String(value).padStart(2, '0');
        return `${hours}:${two(minutes)}:${two(rest)}`;
      },
      day: (day: string) => days.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [locale]);
}
