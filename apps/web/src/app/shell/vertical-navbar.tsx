import { LAYOUT_WIDTH } from '@leadline/contracts';
import { Box, Drawer, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../shared/menu/use-menu';
import { useShellState } from '../../shared/ui/shell-state';
import { Brand } from './brand';
import { VerticalNavigation } from './vertical-navigation';

/** Layout 1's side navigation: 280 px, folded 64 px (SPEC.md 9); a drawer on small screens. */
export function VerticalNavbar({ folded, position }: { folded: boolean; position: 'left' | 'right' }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const { mobileNavOpen, setMobileNavOpen } = useShellState();
  const { groups } = useMenu();
  const { t } = useTranslation();
  const width = desktop && folded ? LAYOUT_WIDTH.navbarFolded : LAYOUT_WIDTH.navbar;
  // The whole navbar, brand included, is the navigation landmark: nothing of it outside a landmark.
  const content = (
    <Box
      component="nav"
      aria-label={t('NAV.APPLICATIONS')}
      sx={{
        width,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'navbar.background',
        color: 'navbar.text',
        overflowX: 'hidden',
        transition: 'width 200ms',
      }}
      data-testid="navbar"
      data-folded={desktop && folded}
    >
      <Box
        sx={{
          height: 64,
          display: 'flex',
          alignItems: 'center',
          px: desktop && folded ? 2 : 2.5,
          flexShrink: 0,
        }}
      >
        <Brand compact={desktop && folded} />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <VerticalNavigation
          groups={groups}
          folded={desktop && folded}
          onNavigate={desktop ? undefined : () => setMobileNavOpen(false)}
        />
      </Box>
    </Box>
  );
  if (!desktop) {
    return (
      <Drawer anchor={position} open={mobileNavOpen} onClose={() => setMobileNavOpen(false)}>
        {content}
      </Drawer>
    );
  }
  return <Box sx={{ flexShrink: 0, height: '100%', position: 'sticky', top: 0 }}>{content}</Box>;
}
