import {
  flattenMenu,
  LAYOUTS,
  type LayoutSettings,
  THEMES,
  type ThemeName,
  visibleMenu,
} from '@leadline/contracts';
import { Check, Close } from '@mui/icons-material';
import { Box, ButtonBase, Divider, Drawer, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session';
import { THEME_COLORS } from '../../shared/theme/themes';
import { useShellState } from '../../shared/ui/shell-state';
import { useUserSettings } from '../../shared/user-settings/use-user-settings';
import { OptionRadios, SettingSwitch, SettingsSection } from './settings-form-controls';

function ThemeSwatch({
  name,
  selected,
  onSelect,
}: {
  name: ThemeName;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const colors = THEME_COLORS[name];
  return (
    <Tooltip title={t(`SETTINGS.THEMES.${name}`)}>
      <ButtonBase
        onClick={onSelect}
        aria-pressed={selected}
        aria-label={t(`SETTINGS.THEMES.${name}`)}
        data-testid={`theme-${name}`}
        sx={{
          borderRadius: 2,
          overflow: 'hidden',
          border: 2,
          borderColor: selected ? 'primary.main' : 'divider',
          flexDirection: 'column',
          alignItems: 'stretch',
        }}
      >
        <Box sx={{ display: 'flex', height: 40 }}>
          <Box sx={{ width: 16, bgcolor: colors.navbar }} />
          <Box sx={{ flex: 1, bgcolor: colors.background, p: 0.5 }}>
            <Box sx={{ height: 8, bgcolor: colors.primary, borderRadius: 0.5, mb: 0.5 }} />
            <Box sx={{ height: 16, bgcolor: colors.paper, borderRadius: 0.5 }} />
          </Box>
        </Box>
        <Box
          sx={{
            px: 0.5,
            py: 0.25,
            fontSize: 11,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
          }}
        >
          {selected ? <Check sx={{ fontSize: 12 }} /> : null}
          {t(`SETTINGS.THEMES.${name}`)}
        </Box>
      </ButtonBase>
    </Tooltip>
  );
}

/** SPEC.md 2.6: layout presets, their options and themes, saved per user on the server. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { settingsOpen, setSettingsOpen } = useShellState();
  const { settings, updateLayout, toggleHidden } = useUserSettings();
  const { access } = useSession();
  // Every page the user may have in the menu, hidden or not, so hidden ones can come back.
  const hideable = useMemo(() => (access ? flattenMenu(visibleMenu(access)) : []), [access]);
  if (!settings) return null;
  const layout = settings.layout;
  const set = (patch: Partial<LayoutSettings>) => updateLayout({ ...layout, ...patch });
  const isVertical = layout.layout === 'layout1';

  return (
    <Drawer
      anchor="right"
      open={settingsOpen}
      onClose={() => setSettingsOpen(false)}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 380 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }} data-testid="settings-panel">
        <Typography variant="h6" sx={{ flex: 1 }}>
          {t('SETTINGS.TITLE')}
        </Typography>
        <IconButton onClick={() => setSettingsOpen(false)} aria-label={t('COMMON.CLOSE')}>
          <Close />
        </IconButton>
      </Box>
      <Divider />
      <Stack sx={{ px: 2, pb: 4, overflowY: 'auto' }} divider={<Divider flexItem />}>
        <SettingsSection title={t('SETTINGS.LAYOUT')}>
          <OptionRadios
            label={t('SETTINGS.LAYOUT')}
            value={layout.layout}
            options={LAYOUTS}
            labelPrefix="SETTINGS.LAYOUTS"
            testId="settings-layout"
            onChange={(value) =>
              set({
                layout: value,
                mode: value === 'layout1' && layout.mode === 'container' ? 'fullwidth' : layout.mode,
              })
            }
          />
          <OptionRadios
            label={t('SETTINGS.MODE')}
            value={layout.mode}
            options={['boxed', 'fullwidth', 'container'] as const}
            disabledOptions={isVertical ? ['container'] : []}
            labelPrefix="SETTINGS.MODES"
            onChange={(mode) => set({ mode })}
          />
          <OptionRadios
            label={t('SETTINGS.SCROLL')}
            value={layout.scroll}
            options={['body', 'content'] as const}
            labelPrefix="SETTINGS.SCROLLS"
            onChange={(scroll) => set({ scroll })}
          />
          <SettingSwitch
            label={t('SETTINGS.QUICK_PANEL')}
            checked={layout.quickPanel}
            onChange={(quickPanel) => set({ quickPanel })}
          />
        </SettingsSection>
        <SettingsSection title={t('SETTINGS.NAVBAR')}>
          <SettingSwitch
            label={t('SETTINGS.DISPLAY')}
            checked={layout.navbar.display}
            onChange={(display) => set({ navbar: { ...layout.navbar, display } })}
          />
          {isVertical ? (
            <>
              <SettingSwitch
                label={t('SETTINGS.FOLDED')}
                checked={layout.navbar.folded}
                onChange={(folded) => set({ navbar: { ...layout.navbar, folded } })}
                testId="settings-navbar-folded"
              />
              <OptionRadios
                label={t('SETTINGS.POSITION')}
                value={layout.navbar.position}
                options={['left', 'right'] as const}
                labelPrefix="SETTINGS.POSITIONS"
                onChange={(position) => set({ navbar: { ...layout.navbar, position } })}
              />
            </>
          ) : null}
        </SettingsSection>
        {(['toolbar', 'footer'] as const).map((bar) => (
          <SettingsSection key={bar} title={t(bar === 'toolbar' ? 'SETTINGS.TOOLBAR' : 'SETTINGS.FOOTER')}>
            <SettingSwitch
              label={t('SETTINGS.DISPLAY')}
              checked={layout[bar].display}
              onChange={(display) => set({ [bar]: { ...layout[bar], display } })}
            />
            {isVertical ? (
              <>
                <OptionRadios
                  label={t('SETTINGS.STYLE')}
                  value={layout[bar].style}
                  options={['fixed', 'static'] as const}
                  labelPrefix="SETTINGS.STYLES"
                  onChange={(style) => set({ [bar]: { ...layout[bar], style } })}
                />
                <OptionRadios
                  label={t('SETTINGS.POSITION')}
                  value={layout[bar].position}
                  options={['above', 'below'] as const}
                  labelPrefix="SETTINGS.POSITIONS"
                  onChange={(position) => set({ [bar]: { ...layout[bar], position } })}
                />
              </>
            ) : null}
          </SettingsSection>
        ))}
        <SettingsSection title={t('SETTINGS.THEME')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
            {THEMES.map((name) => (
              <ThemeSwatch
                key={name}
                name={name}
                selected={layout.theme === name}
                onSelect={() => set({ theme: name })}
              />
            ))}
          </Box>
        </SettingsSection>
        <SettingsSection title={t('SETTINGS.HIDDEN_MENU')}>
          <Typography variant="caption" color="text.secondary">
            {t('SETTINGS.HIDDEN_MENU_HINT')}
          </Typography>
          {hideable.map((item) => (
            <SettingSwitch
              key={item.route}
              label={t(item.titleKey)}
              checked={!settings.hiddenMenu.includes(item.route)}
              onChange={() => toggleHidden(item.route)}
            />
          ))}
        </SettingsSection>
      </Stack>
    </Drawer>
  );
}
