import { LOCALES, STORAGE_KEYS } from '@leadline/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage, storedLanguage } from '../storage/browser-storage';

/** English by default; the choice is kept in the browser (SPEC.md 1 and 3). */
void i18n.use(initReactI18next).init({
  resources: { en: { translation: LOCALES.en }, vi: { translation: LOCALES.vi } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  browserStorage.write(STORAGE_KEYS.language, language);
});

export default i18n;
