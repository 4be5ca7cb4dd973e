import 'dayjs/locale/en-gb';
import 'dayjs/locale/vi';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, viVN } from '@mui/x-date-pickers/locales';
import './zoned-dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The dayjs locale of each language: English takes British day order (DD/MM/YYYY), the order every
 * list, detail and export shows in both languages (docs/decisions.md), and 24-hour times.
 */
const DAYJS_LOCALE = { en: 'en-gb', vi: 'vi' } as const;

const PICKER_TEXTS = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  vi: viVN.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * Date and time fields in the UI language (docs/decisions.md 'Date fields'): month names and the
 * pickers' own words follow the language switcher, not the browser's locale as native inputs do;
 * the day order is the lists' DD/MM/YYYY in both. The key remounts the pickers when the language
 * changes.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  return (
    <LocalizationProvider
      key={language}
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALE[language]}
      localeText={PICKER_TEXTS[language]}
    >
      {children}
    </LocalizationProvider>
  );
}
