import 'dayjs/locale/vi';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, viVN } from '@mui/x-date-pickers/locales';
import './zoned-dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const PICKER_TEXTS = {
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  vi: viVN.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * Date and time fields in the UI language (issue 9 item 12): day order, month names and the
 * pickers' own words follow the language switcher, not the browser's locale as native inputs do.
 * The key remounts the pickers when the language changes.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  return (
    <LocalizationProvider
      key={language}
      dateAdapter={AdapterDayjs}
      adapterLocale={language}
      localeText={PICKER_TEXTS[language]}
    >
      {children}
    </LocalizationProvider>
  );
}
