import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCompactAmount } from '../../shared/format/format';

const LOCALES: Record<string, string> = { en: 'en-GB', vi: 'vi-VN' };

/**
 * The dashboard's numbers in the page's language (Intl): counts, rates and durations; days
 * (YYYY-MM-DD, already the org's) as short dates, DD/MM. Money is the screens' one format (shared
 * formatAmount, docs/decisions.md), not Intl's currency style, which read "VND 44,920,000" here
 * beside the lists' "44,920,000 VND".
 */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const locale = LOCALES[i18n.language] ?? i18n.language;
  return useMemo(() => {
    const counts = new Intl.NumberFormat(locale);
    const percents = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return {
      count: (value: number) => counts.format(value),
      money: formatAmount,
      /** Money without its code, shortened (1.5M): a chart's axis. */
      compactMoney: formatCompactAmount,
      /** A share, or a dash when there is nothing to divide by. */
      rate: (part: number, whole: number) => (whole > 0 ? percents.format(part / whole) : '–'),
      duration: (seconds: number) => {
        const hours = Math.floor(seconds / 3600);
        const minutes = Math.floor((seconds % 3600) / 60);
        const rest = seconds % 60;
        const two = (value: number) => String(value).padStart(2, '0');
        return `${hours}:${two(minutes)}:${two(rest)}`;
      },
      /** DD/MM in both languages, the lists' day order (Intl's vi-VN wrote 15-11). */
      day: (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`,
    };
  }, [locale]);
}
