import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What a screen adds before its own name in the tab's title: the lead or order it shows. */
const SubjectContext = createContext<(subject: string | undefined) => void>(() => undefined);

/**
 * The tab's title (docs/web.md 'Tab titles'): "<screen> · Leadline", or "<subject> · <screen> ·
 * Leadline" when the screen shows one lead or order, in the UI's language, so that an agent with
 * ten tabs finds the right one. Parts that are empty are left out.
 */
export function useDocumentTitle(screen: string, subject?: string): void {
  const { t } = useTranslation();
  const appName = t('APP.NAME');
  useEffect(() => {
    document.title = [subject, screen, appName].filter(Boolean).join(' · ');
  }, [subject, screen, appName]);
}

/**
 * The page frame's part (app/app-routes.tsx): every route titles its tab with its screen's name,
 * no page has to; a page that shows one lead or order names it with useTitleSubject (PageHeader's
 * `subject`).
 */
export function ScreenTitle({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState<string | undefined>();
  useDocumentTitle(t(titleKey), subject);
  return <SubjectContext.Provider value={setSubject}>{children}</SubjectContext.Provider>;
}

/** Names the lead or order the screen shows in the tab's title, while the caller is drawn. */
export function useTitleSubject(subject: string | undefined): void {
  const setSubject = useContext(SubjectContext);
  useEffect(() => {
    setSubject(subject);
    return () => setSubject(undefined);
  }, [setSubject, subject]);
}
