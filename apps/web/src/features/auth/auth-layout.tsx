import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLanguageSwitch } from './auth-language-switch';
import './auth-layout.css';

/**
 * The frame of the login, forgot-password and dialer-mode pages: brand panel and a card. Plain HTML
 * and CSS (auth-layout.css), not MUI: the login page draws before the app's MUI, router and query
 * client are downloaded (docs/web.md).
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    // Landmarks (docs/accessibility.md): the brand panel is the page's banner, the form its main
    // part.
    <div className="auth-page">
      <header className="auth-brand">
        <div className="auth-brand-name">{t('APP.NAME')}</div>
        <div className="auth-brand-tagline">{t('APP.TAGLINE')}</div>
      </header>
      <main className="auth-side">
        <div className="auth-top">
          <AuthLanguageSwitch />
        </div>
        <div className="auth-centre">
          <div className="auth-card">
            <h1 className="auth-title">{title}</h1>
            {children}
          </div>
        </div>
      </main>
    </div>
  );
}
