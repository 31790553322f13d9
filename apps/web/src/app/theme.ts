import type { Theme as ThemeMode } from '@betogether/contracts/users/users.schemas';
import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Palette {
    coin: Palette['primary'];
  }
  interface PaletteOptions {
    coin?: PaletteOptions['primary'];
  }
}

/** Spec §9: sm 600, md 960, lg 1280, xl 1920, xxl 2560; below lg is the mobile layout. */
const breakpointValues = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 };

/**
 * Initials on a default avatar (no photo): MUI's grey gave white on #BDBDBD, 1.9:1. The brand
 * blue with its contrast text reads at 6:1 or more (WCAG AA asks 4.5:1), the same colours the
 * post and comment avatars already set, so an `sx={{ bgcolor: 'primary.main' }}` stays readable.
 */
const defaultAvatarColors = {
  light: { backgroundColor: '#1E4FD8', color: '#FFFFFF' },
  dark: { backgroundColor: '#7FA2FF', color: '#0B1530' },
} as const;

export function createAppTheme(mode: ThemeMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    breakpoints: { values: breakpointValues },
    palette: {
      mode,
      // Blue for the product, gold for everything about coins (dark text on gold for contrast).
      primary: { main: dark ? '#7FA2FF' : '#1E4FD8', contrastText: dark ? '#0B1530' : '#FFFFFF' },
      secondary: { main: '#F2B705', contrastText: '#1A1400' },
      coin: { main: '#F2B705', dark: '#B88A00', light: '#FFE083', contrastText: '#1A1400' },
      background: dark ? { default: '#18191A', paper: '#242526' } : { default: '#F0F2F5', paper: '#FFFFFF' },
      text: dark
        ? { primary: '#E4E6EB', secondary: '#B0B3B8' }
        : { primary: '#1C1E21', secondary: '#4B4F56' },
      error: { main: dark ? '#FF8A80' : '#C62828' },
      success: { main: dark ? '#81C784' : '#2E7D32' },
      // MUI's default orange and light blue read below WCAG AA as text and under white text (3:1,
      // 4.1:1) on chips and alerts; these darker ones read at 5:1 or more, light text on them too.
      warning: dark
        ? { main: '#FFB74D', contrastText: '#1A1400' }
        : { main: '#B45309', contrastText: '#FFFFFF' },
      info: dark
        ? { main: '#4FC3F7', contrastText: '#0B1530' }
        : { main: '#0369A1', contrastText: '#FFFFFF' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      fontSize: 14,
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
      h3: { fontSize: '1.375rem', fontWeight: 600 },
      h4: { fontSize: '1.2rem', fontWeight: 600 },
      h5: { fontSize: '1.05rem', fontWeight: 600 },
      h6: { fontSize: '0.95rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiCard: { defaultProps: { elevation: 0 }, styleOverrides: { root: { borderRadius: 12 } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // An unselected toggle's label is action.active (54 % black): 4.4:1 on the page's grey, under
      // AA; the secondary text colour reads at 7:1 (a selected one keeps its primary colour).
      MuiToggleButton: {
        styleOverrides: {
          root: ({ theme }) => ({ '&:not(.Mui-selected)': { color: theme.palette.text.secondary } }),
        },
      },
      MuiAvatar: { styleOverrides: { colorDefault: defaultAvatarColors[dark ? 'dark' : 'light'] } },
      MuiCssBaseline: {
        styleOverrides: {
          '.skip-link': {
            position: 'absolute',
            left: -9999,
            top: 8,
            zIndex: 2000,
            padding: '8px 16px',
            borderRadius: 8,
            background: dark ? '#7FA2FF' : '#1E4FD8',
            color: dark ? '#0B1530' : '#FFFFFF',
          },
          '.skip-link:focus': { left: 8 },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      },
    },
  });
}
