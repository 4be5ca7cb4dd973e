import { LANGUAGES, type Language } from '@leadline/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const CODES: Record<Language, string> = { en: 'EN', vi: 'VI' };

/**
 * en / vi on the public pages, kept in the browser (SPEC.md 1 and 3): the toolbar's
 * LanguageSwitcher (shared/ui) in plain HTML, so the login page needs no MUI (docs/web.md).
 */
export function AuthLanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const current = (i18n.language as Language) ?? 'en';

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={box}>
      <button
        type="button"
        className="auth-lang-button"
        title={t('TOOLBAR.LANGUAGE')}
        // Its visible code first, as the toolbar's button (shared/ui/language-switcher.tsx).
        aria-label={t('TOOLBAR.LANGUAGE_BUTTON', {
          code: CODES[current] ?? 'EN',
          name: t(`LANGUAGES.${current}`),
        })}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="language-switcher"
        onClick={() => setOpen((shown) => !shown)}
      >
        {CODES[current] ?? 'EN'}
      </button>
      {open ? (
        <div className="auth-lang-menu" role="menu">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              className="auth-lang-item"
              data-testid={`language-${language}`}
              onClick={() => {
                void i18n.changeLanguage(language);
                setOpen(false);
              }}
            >
              <span className="auth-lang-code">{CODES[language]}</span>
              {t(`LANGUAGES.${language}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
