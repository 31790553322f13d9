import CssBaseline from '@mui/material/CssBaseline';
// The system's provider, not @mui/material/styles' one: that one also carries the CSS-variables
// provider (23 KB) for themes built with `cssVariables`, which ours is not.
import { ThemeProvider } from '@mui/system';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useThemeMode } from '@/lib/theme-mode';
import { SnackbarHost } from '@/ui/snackbar';
import { createAppTheme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const mode = useThemeMode();
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(() => {
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', mode === 'dark' ? '#242526' : '#1E4FD8');
    document.documentElement.style.colorScheme = mode;
  }, [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarHost>{children}</SnackbarHost>
    </ThemeProvider>
  );
}
