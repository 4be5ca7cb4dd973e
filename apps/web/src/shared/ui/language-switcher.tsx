import { LANGUAGES, type Language } from '@leadline/contracts';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const FLAGS: Record<Language, string> = { en: 'EN', vi: 'VI' };

/** en / vi, kept in the browser (SPEC.md 1 and 3). */
export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (i18n.language as Language) ?? 'en';
  return (
    <>
      {/* The name starts with the code the button shows ("EN – language: English"): a voice user
          says what they see (WCAG 2.5.3); the tooltip describes rather than renames it. */}
      <Tooltip title={t('TOOLBAR.LANGUAGE')} describeChild>
        <Button
          color={color}
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('TOOLBAR.LANGUAGE_BUTTON', {
            code: FLAGS[current] ?? 'EN',
            name: t(`LANGUAGES.${current}`),
          })}
          aria-haspopup="menu"
          data-testid="language-switcher"
          sx={{ minWidth: 48, fontWeight: 700 }}
        >
          {FLAGS[current] ?? 'EN'}
        </Button>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            selected={language === current}
            data-testid={`language-${language}`}
            onClick={() => {
              void i18n.changeLanguage(language);
              setAnchor(null);
            }}
          >
            <ListItemIcon sx={{ fontWeight: 700 }}>{FLAGS[language]}</ListItemIcon>
            <ListItemText>{t(`LANGUAGES.${language}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
