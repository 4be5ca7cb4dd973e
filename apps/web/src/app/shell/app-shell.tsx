import { LAYOUT_WIDTH, type LayoutSettings } from '@leadline/contracts';
import { AppBar, Box, useMediaQuery, useTheme } from '@mui/material';
import { lazy, type ReactNode, Suspense } from 'react';
import { PasswordDialogs, PasswordExpiryWarning } from '../../features/auth';
import { AutoCallWatcher } from '../../features/auto-dialer';
import { CallbackReminders } from '../../features/callbacks';
import { SessionPush } from '../../features/presence';
import { useMenu } from '../../shared/menu/use-menu';
import { useShellState } from '../../shared/ui/shell-state';
import { useLatched } from '../../shared/ui/use-latched';
import { useUserSettings } from '../../shared/user-settings/use-user-settings';
import { AppFooter } from './app-footer';
import { AppToolbar } from './app-toolbar';
import { BlockAgentDialog } from './block-agent-dialog';
import { Brand } from './brand';
import { HorizontalNavigation } from './horizontal-navigation';
import { QuickPanel } from './quick-panel';
import { VerticalNavbar } from './vertical-navbar';

// The settings drawer loads when it first opens (docs/web.md).
const SettingsPanel = lazy(() => import('./settings-panel').then((m) => ({ default: m.SettingsPanel })));

function Content({ layout, children }: { layout: LayoutSettings; children: ReactNode }) {
  const contained = layout.mode === 'container';
  return (
    <Box
      component="main"
      sx={{
        flex: 1,
        minWidth: 0,
        p: { xs: 2, md: 3 },
        ...(layout.scroll === 'content' ? { overflowY: 'auto' } : {}),
        // Where a sticky page header stops (shared/ui/page-header.tsx): under a toolbar that stays
        // on screen while the body scrolls, or at the top edge of the scrolling content (a sticky
        // offset counts from inside the padding, hence the padding taken back).
        '--page-sticky-top':
          layout.scroll === 'body'
            ? layout.toolbar.display && layout.toolbar.style === 'fixed'
              ? { xs: '56px', sm: '64px' }
              : '0px'
            : { xs: '-16px', md: '-24px' },
      }}
      data-testid="app-content"
    >
      <Box sx={contained ? { maxWidth: LAYOUT_WIDTH.boxed, mx: 'auto' } : undefined}>
        <PasswordExpiryWarning />
        {children}
      </Box>
    </Box>
  );
}

function Bar({ fixed, children }: { fixed: boolean; children: ReactNode }) {
  return (
    <AppBar
      position={fixed ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        zIndex: (theme) => theme.zIndex.appBar,
      }}
    >
      {children}
    </AppBar>
  );
}

/** The frame's outer column: the viewport's height when only the content scrolls (SPEC.md 2.6). */
function ViewportColumn({ scrollContent, children }: { scrollContent: boolean; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        ...(scrollContent ? { height: '100vh', overflow: 'hidden' } : { minHeight: '100vh' }),
      }}
    >
      {children}
    </Box>
  );
}

/** Layout 1: vertical navbar, toolbar and footer above (full width) or below (beside the navbar). */
function VerticalLayout({ layout, children }: { layout: LayoutSettings; children: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const { setMobileNavOpen } = useShellState();
  const { settings, updateLayout } = useUserSettings();
  const toggle = () => {
    if (!desktop) setMobileNavOpen(true);
    else if (settings)
      updateLayout({ ...layout, navbar: { ...layout.navbar, folded: !layout.navbar.folded } });
  };
  const toolbar = layout.toolbar.display ? (
    <Bar fixed={layout.toolbar.style === 'fixed'}>
      <AppToolbar onToggleNavigation={layout.navbar.display ? toggle : undefined} />
    </Bar>
  ) : null;
  const footer = layout.footer.display ? <AppFooter /> : null;
  const navbar = layout.navbar.display ? (
    <VerticalNavbar folded={layout.navbar.folded} position={layout.navbar.position} />
  ) : null;
  const scrollContent = layout.scroll === 'content';
  return (
    <ViewportColumn scrollContent={scrollContent}>
      {layout.toolbar.position === 'above' ? toolbar : null}
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          minHeight: 0,
          flexDirection: layout.navbar.position === 'right' ? 'row-reverse' : 'row',
        }}
      >
        {navbar}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: 'column',
            ...(scrollContent ? { overflow: 'hidden' } : {}),
          }}
        >
          {layout.toolbar.position === 'below' ? toolbar : null}
          <Content layout={layout}>{children}</Content>
          {layout.footer.position === 'below' ? footer : null}
        </Box>
      </Box>
      {layout.footer.position === 'above' ? footer : null}
    </ViewportColumn>
  );
}

/** Layouts 2 and 3: horizontal navigation under the toolbar (2) or above it (3). */
function HorizontalLayout({ layout, children }: { layout: LayoutSettings; children: ReactNode }) {
  const { groups } = useMenu();
  const navbar = layout.navbar.display ? (
    <Box
      sx={{
        bgcolor: 'navbar.background',
        color: 'navbar.text',
        px: 2,
        py: 0.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
      }}
      data-testid="navbar"
    >
      {layout.layout === 'layout3' ? <Brand /> : null}
      <HorizontalNavigation groups={groups} />
    </Box>
  ) : null;
  const toolbar = layout.toolbar.display ? (
    <Bar fixed>
      <AppToolbar
        leading={
          layout.layout === 'layout2' ? (
            <Box sx={{ mr: 2 }}>
              <Brand />
            </Box>
          ) : undefined
        }
      />
    </Bar>
  ) : null;
  const scrollContent = layout.scroll === 'content';
  return (
    <ViewportColumn scrollContent={scrollContent}>
      {layout.layout === 'layout3' ? navbar : toolbar}
      {layout.layout === 'layout3' ? toolbar : navbar}
      <Content layout={layout}>{children}</Content>
      {layout.footer.display ? <AppFooter /> : null}
    </ViewportColumn>
  );
}

/** The application frame around every page but the error and login pages. */
export function AppShell({ children }: { children: ReactNode }) {
  const { settings } = useUserSettings();
  const settingsUsed = useLatched(useShellState().settingsOpen);
  if (!settings) return null;
  const layout = settings.layout;
  const frame =
    layout.layout === 'layout1' ? (
      <VerticalLayout layout={layout}>{children}</VerticalLayout>
    ) : (
      <HorizontalLayout layout={layout}>{children}</HorizontalLayout>
    );
  return (
    <Box
      sx={{ bgcolor: layout.mode === 'boxed' ? 'action.hover' : 'background.default', minHeight: '100vh' }}
      data-layout={layout.layout}
      data-testid="app-shell"
    >
      <Box
        sx={
          layout.mode === 'boxed'
            ? { maxWidth: LAYOUT_WIDTH.boxed, mx: 'auto', bgcolor: 'background.default', boxShadow: 3 }
            : undefined
        }
      >
        {frame}
      </Box>
      {settingsUsed ? (
        <Suspense fallback={null}>
          <SettingsPanel />
        </Suspense>
      ) : null}
      <QuickPanel />
      <PasswordDialogs />
      <BlockAgentDialog />
      <SessionPush />
      <AutoCallWatcher />
      <CallbackReminders />
    </Box>
  );
}
