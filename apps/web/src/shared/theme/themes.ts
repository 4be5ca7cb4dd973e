import { PRIMARY_COLOR, type ThemeName } from '@leadline/contracts';
import { createTheme, type Theme } from '@mui/material/styles';

interface ThemeColors {
  mode: 'light' | 'dark';
  primary: string;
  secondary: string;
  background: string;
  paper: string;
  /** Navigation bar background and text. */
  navbar: string;
  navbarText: string;
}

/** SPEC.md 2.6: the nine themes. The default keeps the brand colour #005993. */
export const THEME_COLORS: Record<ThemeName, ThemeColors> = {
  default: {
    mode: 'light',
    primary: PRIMARY_COLOR,
    secondary: '#f59e0b',
    background: '#f1f5f9',
    paper: '#ffffff',
    navbar: '#0b2540',
    navbarText: '#e2e8f0',
  },
  sunset: {
    mode: 'light',
    primary: '#c2410c',
    secondary: '#7c3aed',
    background: '#fff7ed',
    paper: '#ffffff',
    navbar: '#431407',
    navbarText: '#ffedd5',
  },
  greeny: {
    mode: 'light',
    primary: '#15803d',
    secondary: '#0369a1',
    background: '#f0fdf4',
    paper: '#ffffff',
    navbar: '#052e16',
    navbarText: '#dcfce7',
  },
  beach: {
    mode: 'light',
    primary: '#0e7490',
    secondary: '#d97706',
    background: '#fefce8',
    paper: '#ffffff',
    navbar: '#164e63',
    navbarText: '#ecfeff',
  },
  tech: {
    mode: 'light',
    primary: '#4f46e5',
    secondary: '#db2777',
    background: '#eef2ff',
    paper: '#ffffff',
    navbar: '#1e1b4b',
    navbarText: '#e0e7ff',
  },
  sweetHues: {
    mode: 'light',
    primary: '#be185d',
    secondary: '#7e22ce',
    background: '#fdf2f8',
    paper: '#ffffff',
    navbar: '#500724',
    navbarText: '#fce7f3',
  },
  defaultDark: {
    mode: 'dark',
    primary: '#38a3e0',
    secondary: '#fbbf24',
    background: '#0f172a',
    paper: '#1e293b',
    navbar: '#020617',
    navbarText: '#cbd5e1',
  },
  deepOcean: {
    mode: 'dark',
    primary: '#22d3ee',
    secondary: '#a78bfa',
    background: '#082f49',
    paper: '#0c4a6e',
    navbar: '#041c2c',
    navbarText: '#bae6fd',
  },
  slate: {
    mode: 'light',
    primary: '#334155',
    secondary: '#0d9488',
    background: '#f8fafc',
    paper: '#ffffff',
    navbar: '#1e293b',
    navbarText: '#e2e8f0',
  },
};

declare module '@mui/material/styles' {
  interface Palette {
    navbar: { background: string; text: string };
  }
  interface PaletteOptions {
    navbar?: { background: string; text: string };
  }
}

/**
 * Light themes: warning and info a shade darker than MUI's (#ed6c02 3.1:1, #0288d1 3.9:1 on white),
 * so that white text on a filled chip, the soft status chips' dark text on their tint and the
 * colour itself as text on the page all reach WCAG AA's 4.5:1 (docs/accessibility.md). Success and
 * error are MUI's, already above 4.5:1.
 */
const ACCESSIBLE_LIGHT = { warning: { main: '#b45309' }, info: { main: '#0369a1' } };

/**
 * `progressLabel`: the accessible name of every progress bar and spinner (axe's
 * aria-progressbar-name), in the UI's language, given once here rather than on each of them.
 */
export function createAppTheme(name: ThemeName, progressLabel = 'Loading…'): Theme {
  const colors = THEME_COLORS[name];
  return createTheme({
    palette: {
      mode: colors.mode,
      ...(colors.mode === 'light' ? ACCESSIBLE_LIGHT : {}),
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      background: { default: colors.background, paper: colors.paper },
      navbar: { background: colors.navbar, text: colors.navbarText },
    },
    typography: { fontFamily: 'Roboto, "Noto Sans Thai", "Helvetica Neue", Arial, sans-serif', fontSize: 14 },
    shape: { borderRadius: 8 },
    components: {
      // A visible focus ring on everything MUI makes clickable (buttons, icon buttons, menu and
      // list items, checkboxes, tabs, chips): MUI's own focus sign is a faint ripple, which a
      // keyboard user loses on a busy page (WCAG 2.4.7, docs/accessibility.md).
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&.Mui-focusVisible': {
              outline: `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 2,
            },
          }),
        },
      },
      // A row that opens something takes the focus (shared/list/results-table.tsx): MUI's table
      // rows draw no outline, so the row showed nothing when reached with Tab.
      MuiTableRow: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
          }),
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', fontWeight: 500 } },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      // One outline on every page: the page header is the h1 (shared/ui/page-header.tsx) and every
      // titled section under it an h2, whatever size it is drawn at (MUI maps h5, h6 and the
      // subtitles to h5/h6, which skipped levels: axe's heading-order, docs/accessibility.md).
      MuiTypography: {
        defaultProps: {
          variantMapping: {
            h2: 'h2',
            h3: 'h2',
            h4: 'h2',
            h5: 'h2',
            h6: 'h2',
            subtitle1: 'h2',
            subtitle2: 'h2',
          },
        },
      },
      MuiLinearProgress: { defaultProps: { 'aria-label': progressLabel } },
      MuiCircularProgress: { defaultProps: { 'aria-label': progressLabel } },
    },
  });
}
