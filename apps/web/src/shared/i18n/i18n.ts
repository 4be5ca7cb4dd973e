import { en, type Language, STORAGE_KEYS, type Translation } from '@leadline/contracts';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage, storedLanguage } from '../storage/browser-storage';

/**
 * The other languages' texts, a module each, downloaded only when a user reads them: English is in
 * the first page and the fallback, Vietnamese loads when the language is vi (docs/web.md). i18next
 * asks this backend before it switches, so no English flashes in between.
 */
const otherLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, done) {
    if ((language as Language) !== 'vi') return done(null, language === 'en' ? en : {});
    import('@leadline/contracts/locales/vi').then(
      (module) => done(null, module.vi satisfies Translation),
      (error: unknown) => done(error as Error, null),
    );
  },
};

/** English by default; the choice is kept in the browser (SPEC.md 1 and 3). */
export const i18nReady = i18n
  .use(otherLanguages)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    // The backend is asked for the languages not given in `resources` (vi).
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

// While Vietnamese loads, i18next has no language yet: the stored one is the page's.
document.documentElement.lang = i18n.language || storedLanguage();
i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  browserStorage.write(STORAGE_KEYS.language, language);
});

export default i18n;
